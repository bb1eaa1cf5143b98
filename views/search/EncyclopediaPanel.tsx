/**
 * The encyclopedia side panel: the summary of an encyclopedia article the query names among the
 * first results (server/search/local/language/named-article.ts), or the provider's own infobox.
 * Streamed last, so it never delays the results.
 */
import type { Infobox } from '../../server/shared/search-types.ts';
import { useRequest } from '../use-request.tsx';
import { hostOf } from './format.ts';
import { OUT } from './ResultItems.tsx';

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
