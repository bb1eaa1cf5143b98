import { useRequest } from '../use-request.tsx';

/**
 * The /redirect page, shown once per browser session to a visitor from a country Karma does not
 * serve yet: why, where their searches go instead, and a link carrying their query there
 * (server/redirects/country-rules.ts decides when; redirectPageLink builds the props).
 */
export function RedirectPage({ href, engine, withQuery }: { href: string; engine: string; withQuery: boolean }) {
  const { t } = useRequest();
  return (
    <article className="redirect-page">
      <h1>{t('redirects.page.title')}</h1>
      <p>{t('redirects.page.explanation', { engine })}</p>
      <p>{t('redirects.page.oncePerSession', { engine })}</p>
      <p>
        {/* rel: the other engine learns neither where the visitor came from nor gets a handle on this tab. */}
        <a className="button" href={href} rel="noreferrer noopener">
          {withQuery ? t('redirects.page.continue', { engine }) : t('redirects.page.visit', { engine })}
        </a>
      </p>
    </article>
  );
}
