import { Suspense, use, useMemo } from 'react';
import { SmallFooter } from '../components/SmallFooter.tsx';
import { useRequest } from '../request-context.tsx';

type Vertical = 'all' | 'images' | 'news' | 'videos';

function Results({ pending }: { pending: Promise<{ results: { title: string; url: string; snippet: string }[] }> }) {
  const { t } = useRequest();
  const { results } = use(pending);
  if (results.length === 0) return <p className="notice">{t('search.noResults')}</p>;
  return (
    <ol className="results">
      {results.map((r) => (
        <li key={r.url} className="result">
          <a href={r.url} rel="noreferrer noopener">
            {r.title}
          </a>
          <p>{r.snippet}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A result page. The shell (header, search box) streams first; results arrive inside Suspense
 * and the small footer comes with them.
 */
export function SearchPage({ vertical }: { vertical: Vertical }) {
  const { t, query, locale, services, signal } = useRequest();
  const q = query.q ?? '';
  const search = services.search;
  // One lookup per render, started before the shell is flushed.
  const pending = useMemo(
    () => (search ? search({ query: q, vertical, locale }, signal) : undefined),
    [search, q, vertical, locale, signal],
  );
  return (
    <>
      <h1 className="visually-hidden">{t('search.resultsFor', { query: q })}</h1>
      {pending ? (
        <Suspense
          fallback={
            <p className="notice" aria-busy="true">
              {t('search.loading')}
            </p>
          }
        >
          <Results pending={pending} />
          <SmallFooter />
        </Suspense>
      ) : (
        <>
          <p className="notice">{t('search.unavailable')}</p>
          <SmallFooter />
        </>
      )}
    </>
  );
}
