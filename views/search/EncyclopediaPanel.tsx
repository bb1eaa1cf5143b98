/**
 * The encyclopedia side panel: the summary of the first result that is an encyclopedia
 * article. It awaits the main results and then its own lookup, in its own Suspense boundary.
 */
import { use, useMemo } from 'react';
import type { Outcome } from '../../server/search/runner.ts';
import type { Infobox } from '../../server/search/types.ts';
import { useRequest } from '../request-context.tsx';
import { hostOf } from './format.ts';
import { OUT } from './ResultItems.tsx';

const WIKI_PATH = /^\/wiki\/[^/:]+$/;

function InfoboxView({ pending }: { pending: Promise<Infobox | undefined> }) {
  const { t, services } = useRequest();
  const box = use(pending);
  if (!box) return null;
  return (
    <aside className="infobox" aria-label={box.title}>
      {box.image ? <img src={services.proxyImage(box.image)} alt="" width={120} loading="lazy" /> : null}
      <h2>{box.title}</h2>
      <p>{box.extract}</p>
      <a href={box.url} {...OUT}>
        {t('search.infobox.source', { site: hostOf(box.url) })}
      </a>
    </aside>
  );
}

export function EncyclopediaPanel({ main }: { main: Promise<Outcome> }) {
  const { services, signal } = useRequest();
  const outcome = use(main);
  const article =
    outcome.status === 'ok'
      ? outcome.response.results.find((r) => {
          try {
            return r.vertical === 'web' && WIKI_PATH.test(new URL(r.url).pathname);
          } catch {
            return false;
          }
        })
      : undefined;
  const provided = outcome.status === 'ok' ? outcome.response.infobox : undefined;
  const pending = useMemo(
    () =>
      provided
        ? Promise.resolve(provided)
        : article && services.encyclopedia
          ? services.encyclopedia(article.url, signal).catch(() => undefined)
          : Promise.resolve(undefined),
    [provided, article, services, signal],
  );
  return <InfoboxView pending={pending} />;
}
