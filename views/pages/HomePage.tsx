import { useRequest } from '../request-context.tsx';

/** Home: the search box first, so a visitor on a slow link can search before anything else loads. */
export function HomePage() {
  const { t } = useRequest();
  return (
    <section className="home-hero">
      <h1>{t('home.title')}</h1>
      <form className="search-form" role="search" method="get" action="/search">
        <label className="visually-hidden" htmlFor="home-q">
          {t('search.label')}
        </label>
        <input id="home-q" type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" />
        <button type="submit">{t('search.submit')}</button>
      </form>
      <p>{t('home.tagline')}</p>
    </section>
  );
}
