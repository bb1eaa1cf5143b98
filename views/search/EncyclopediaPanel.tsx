/**
 * The encyclopedia side panel: the summary of the first result that is an encyclopedia article
 * (or the provider's own infobox). Streamed last, so it never delays the results.
 */
import type { Outcome } from '../../server/search/runner.ts';
import type { Infobox } from '../../server/search/types.ts';
import { isArticleUrl } from '../../server/search/wiki-article.ts';
import type { PageServices } from '../request-context.tsx';
import { useRequest } from '../request-context.tsx';
import { hostOf } from './format.ts';
import { OUT } from './ResultItems.tsx';

/** The infobox for a results outcome: the provider's own, else an article's summary. */
export async function infoboxFor(
  outcome: Outcome,
  services: PageServices,
  signal: AbortSignal,
): Promise<Infobox | undefined> {
  if (outcome.status !== 'ok') return undefined;
  if (outcome.response.infobox) return outcome.response.infobox;
  const article = outcome.response.results.find((r) => r.vertical === 'web' && isArticleUrl(r.url));
  if (!article || !services.encyclopedia) return undefined;
  return services.encyclopedia(article.url, signal).catch(() => undefined);
}

export function EncyclopediaPanel({ box }: { box: Infobox | undefined }) {
  const { t, services } = useRequest();
  if (!box) return null;
  return (
    <aside className="infobox o2" aria-label={box.title}>
      {box.image ? <img src={services.proxyImage(box.image)} alt="" width={120} height={120} loading="lazy" /> : null}
      <h2>{box.title}</h2>
      <p>{box.extract}</p>
      <a href={box.url} {...OUT}>
        {t('search.infobox.source', { site: hostOf(box.url) })}
      </a>
    </aside>
  );
}
