/**
 * The Learn & Act pages (server/routes/learn-act-routes.tsx): a heading, the Learn/Act selection
 * as plain links, then the articles, streamed in once the source answers (a bucket may take up to
 * its timeout; the header and the selection show at once). The whole feed is in the articles'
 * language (server/shared/feed-locale.ts), marked with `lang` when that is not the page's.
 * The loader (server/routes/learn-act-loader.ts) reads `?type=` and `?cursor=` and starts the lookup.
 */

import type { FeedSelection, LearnActBatch } from '../../../client/contract/learn-act-types.ts';
import { feedPageHref } from '../../../client/contract/learn-act-urls.ts';
import type { Locale } from '../../../server/shared/locale-choice.ts';
import { Island } from '../../components/Island.tsx';
import { Deferred, type StreamedBody } from '../../page-content.tsx';
import { useRequest } from '../../use-request.tsx';

/** `mobile`: /learn-act, opened from the bell's sheet; `desktop`: /learnact, from its dropdown, denser. */
export type LearnActVariant = 'mobile' | 'desktop';

/** What the loader hands over: the feed's language and selection, and the first batch's lookup. */
export interface LearnActPageProps {
  variant: LearnActVariant;
  locale: Locale;
  selection: FeedSelection;
  /** The page's own path, prefix included, for the selection links. */
  pagePath: string;
  /** Undefined when the source failed. */
  batch: Promise<LearnActBatch | undefined>;
}

const SELECTIONS: readonly FeedSelection[] = ['learn', 'act'];

/** The page's strings in the feed's language. */
function useFeedT(locale: Locale): (key: string) => string {
  const { t } = useRequest();
  return (key) => t(key, { lng: locale });
}

function Feed({
  batch,
  locale,
  selection,
  pagePath,
}: Omit<LearnActPageProps, 'batch' | 'variant'> & { batch: LearnActBatch | undefined }) {
  const t = useFeedT(locale);
  const { config } = useRequest();
  if (!batch) {
    // The source has logged why; the page stays useful and says what happened.
    return (
      <div className="learn-act__unavailable">
        <p>{t('learnAct.unavailable')}</p>
        <p>
          <a href={feedPageHref(pagePath, selection)}>{t('learnAct.retry')}</a>
        </p>
      </div>
    );
  }
  const { items, nextCursor } = batch;
  const labels = {
    list: t(selection === 'act' ? 'learnAct.listAct' : 'learnAct.listLearn'),
    more: t('learnAct.more'),
    loading: t('learnAct.loading'),
    loaded: t('learnAct.loaded'),
    loadError: t('learnAct.loadError'),
    end: t('learnAct.end'),
    empty: t('learnAct.empty'),
    slow: t('learnAct.slow'),
    refresh: t('learnAct.refresh'),
    categories: {
      Learn: t('learnAct.categories.learn'),
      Act: t('learnAct.categories.act'),
      Victory: t('learnAct.categories.victory'),
      News: t('learnAct.categories.news'),
    },
  };
  return (
    <Island
      name="LearnActFeed"
      props={{ items, nextCursor, type: selection, locale, apiBase: config.apiBase, pagePath, labels }}
    />
  );
}

function Header({ variant, locale, selection, pagePath }: Omit<LearnActPageProps, 'batch'>) {
  const t = useFeedT(locale);
  const { locale: pageLocale } = useRequest();
  const tabLabel = { learn: t('learnAct.tabs.learn'), act: t('learnAct.tabs.act') };
  return (
    <div className={`learn-act learn-act--${variant}`} lang={locale === pageLocale ? undefined : locale}>
      <header className="learn-act__header">
        <h1>{t('learnAct.title')}</h1>
        <p className="learn-act__intro">{t('learnAct.intro')}</p>
      </header>
      <nav className="learn-act__tabs" aria-label={t('learnAct.tabsLabel')}>
        <ul>
          {SELECTIONS.map((s) => (
            <li key={s}>
              <a href={feedPageHref(pagePath, s)} aria-current={s === selection ? 'page' : undefined}>
                {tabLabel[s]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Deferred />
    </div>
  );
}

export function learnActView({ batch, ...page }: LearnActPageProps): StreamedBody {
  return { body: <Header {...page} />, deferred: [async () => <Feed {...page} batch={await batch} />] };
}
