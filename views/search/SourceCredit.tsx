/**
 * What a result owes its source: the search source that found it when that is not this server's
 * own index (results merged from several sources carry `provider`), and an image's licence and
 * creator, the attribution free licences ask for. Plain text, muted by the line it sits in.
 */
import type { ImageResult, SearchResult } from '../../server/shared/search-types.ts';
import { useRequest } from '../use-request.tsx';

/** Source names as their projects write them. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  wikipedia: 'Wikipedia',
  commons: 'Wikimedia Commons',
  openverse: 'Openverse',
  sepia: 'Sepia Search',
  gdelt: 'GDELT',
  searxng: 'SearXNG',
  brave: 'Brave Search',
};

export function sourceName(provider: string): string {
  return SOURCE_NAMES[provider] ?? provider;
}

/** ' · via Wikipedia', or nothing for the local index and unmerged results. */
export function SourceLabel({ result }: { result: Pick<SearchResult, 'provider'> }) {
  const { t } = useRequest();
  if (!result.provider || result.provider === 'local') return null;
  return (
    <span className="result__provider">
      {' · '}
      {t('search.viaSource', { source: sourceName(result.provider) })}
    </span>
  );
}

/** 'Licence CC BY 4.0, by Jane Doe', or undefined when the image names neither. */
export function useImageCredit(result: ImageResult): string | undefined {
  const { t } = useRequest();
  const { licence, creator } = result.image;
  const parts = [
    licence ? t('search.licence', { licence }) : undefined,
    creator ? t('search.creator', { creator }) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Sources of a merged tab not asked because they cannot apply the visitor's settings or filters. */
export function SkippedSources({ skipped }: { skipped: readonly string[] | undefined }) {
  const { t } = useRequest();
  if (!skipped || skipped.length === 0) return null;
  return (
    <p className="notice notice--small">
      {t('search.skippedSources', { sources: skipped.map(sourceName).join(', ') })}
    </p>
  );
}
