import { SearchBoxField } from '../components/SearchBoxField.tsx';
import { homeHref } from '../components/SiteChrome.tsx';
import { useRequest } from '../use-request.tsx';

/** 404 and error pages share one shape: what happened, and a way home (a 404 also offers a search). */
export function NotFoundPage() {
  const { t, locale, prefixed } = useRequest();
  return (
    <section className="error-page">
      <p className="code">{t('errors.notFound.code')}</p>
      <h1>{t('errors.notFound.title')}</h1>
      <p>{t('errors.notFound.body')}</p>
      <SearchBoxField id="not-found" action="/search" />
      <a href={homeHref(locale, prefixed)}>{t('errors.home')}</a>
    </section>
  );
}

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t, locale, prefixed } = useRequest();
  return (
    <section className="error-page">
      <p className="code">{t('errors.generic.code', { status })}</p>
      <h1>{t(status < 500 ? 'errors.generic.badRequest' : 'errors.generic.title')}</h1>
      <p>{message ?? t('errors.generic.body')}</p>
      <a href={homeHref(locale, prefixed)}>{t('errors.home')}</a>
    </section>
  );
}
