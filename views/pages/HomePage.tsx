import { SearchBoxField } from '../components/SearchBoxField.tsx';
import { useRequest } from '../request-context.tsx';

/** Home: the search box first, so a visitor on a slow link can search before anything else loads. */
export function HomePage() {
  const { t } = useRequest();
  return (
    <section className="home-hero">
      <h1>{t('home.title')}</h1>
      <SearchBoxField id="home" action="/search" />
      <p>{t('home.tagline')}</p>
    </section>
  );
}
