/** The messages around results: spelling, nothing found, failure, slow connection. */
import { useRequest } from '../use-request.tsx';
import { OUT } from './ResultItems.tsx';

/** Same page, other parameters: keeps the vertical and filters, resets the page. */
export function withParams(
  changes: Record<string, string | undefined>,
): (path: string, query: Record<string, string>) => string {
  return (path, query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, p: undefined, ...changes })) {
      if (v !== undefined && v !== '') params.set(k, v);
    }
    return `${path}?${params.toString()}`;
  };
}

/**
 * 'Showing results for … / Search instead for …' when the provider searched the correction, or
 * 'Did you mean …?' (a plain link, not applied) when it searched the text as typed.
 */
export function SpellingLine({
  corrected,
  original,
  suggestion,
}: {
  corrected: string;
  original: string;
  suggestion?: boolean;
}) {
  const { t, path, query } = useRequest();
  if (suggestion) {
    return (
      <div className="spelling spelling--suggestion">
        <p>
          {t('search.spelling.didYouMean')}{' '}
          <a href={withParams({ q: corrected, spell: undefined })(path, query)}>
            <strong>{corrected}</strong>
          </a>
          {t('search.spelling.didYouMeanEnd')}
        </p>
      </div>
    );
  }
  return (
    <div className="spelling">
      <p>
        {t('search.spelling.showing')}{' '}
        <a href={withParams({ q: corrected, spell: undefined })(path, query)}>
          <strong>{corrected}</strong>
        </a>
      </p>
      <p>
        {t('search.spelling.instead')} <a href={withParams({ q: original, spell: '0' })(path, query)}>{original}</a>
      </p>
    </div>
  );
}

export function NoResults({ text }: { text: string }) {
  const { t } = useRequest();
  return (
    <section className="no-results">
      <h2>{t('search.empty.title')}</h2>
      <p>{t('search.empty.tipsTitle')}</p>
      <ul>
        <li>{t('search.empty.tipSpelling')}</li>
        <li>{t('search.empty.tipDifferent')}</li>
        <li>{t('search.empty.tipGeneral')}</li>
      </ul>
      <a href={`https://www.google.com/search?q=${encodeURIComponent(text)}`} target="_blank" {...OUT}>
        {t('search.empty.tryGoogle')}
      </a>
    </section>
  );
}

export function ErrorPanel({ reason }: { reason: 'timeout' | 'unavailable' | 'error' }) {
  const { t, originalUrl } = useRequest();
  return (
    <section className="error-panel" role="alert">
      <h2>{t('search.error.title')}</h2>
      <p>{t(reason === 'timeout' ? 'search.error.timeout' : 'search.error.body')}</p>
      <a href={originalUrl}>{t('search.error.retry')}</a>
    </section>
  );
}

/** Shown in place of results while they load; the slow notice fades in after 3 s by CSS alone. */
export function ResultsPending() {
  const { t, originalUrl } = useRequest();
  return (
    <div className="results-pending" aria-busy="true">
      <p className="notice">{t('search.loading')}</p>
      <p className="slow-notice">
        {t('search.slow')} <a href={originalUrl}>{t('search.refresh')}</a>
      </p>
    </div>
  );
}
