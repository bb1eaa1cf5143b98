/**
 * The Learn & Act pages (server/routes/learn-act-routes.tsx): a heading, the Learn/Act selection
 * as plain links, then the articles, streamed in once the source answers (a bucket may take up to
 * its timeout; the header and the selection show at once). The whole feed is in the articles'
 * language (server/learn-act/feed-locale.ts), marked with `lang` when that is not the page's.
 *
 * `?type=learn|act` (anything else: learn) and `?cursor=N` (the page shows every article up to the
 * end of the batch at N; a bad or stale cursor shows the first batch) are read here, never trusted.
 */

import type { FeedSelection } from '../../../client/lib/learn-act-types.ts';
import { feedPageHref } from '../../../client/lib/learn-act-urls.ts';
import type { Locale } from '../../../server/i18n/locale-choice.ts';
import { pageCursor, pageSlice, parseSelection, selectArticles, toBatch } from '../../../server/learn-act/feed.ts';
import { chooseFeedLocale } from '../../../server/learn-act/feed-locale.ts';
import { Deferred } from '../../../server/render/render-page.tsx';
import type { PageContent } from '../../../server/routes/route-table.tsx';
import { Island } from '../../components/Island.tsx';
import type { RequestContextValue } from '../../request-context.tsx';

/** `mobile`: /learn-act, opened from the bell's sheet; `desktop`: /learnact, from its dropdown, denser. */
export type LearnActVariant = 'mobile' | 'desktop';

const SELECTIONS: readonly FeedSelection[] = ['learn', 'act'];

interface FeedView {
  ctx: RequestContextValue;
  locale: Locale;
  selection: FeedSelection;
  pagePath: string;
  t: (key: string) => string;
}

async function feedPart({ ctx, locale, selection, pagePath, t }: FeedView) {
  let articles: Awaited<ReturnType<NonNullable<typeof ctx.services.learnAct>['articles']>>;
  try {
    if (!ctx.services.learnAct) throw new Error('no Learn & Act source in this app');
    articles = await ctx.services.learnAct.articles(locale);
  } catch {
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
  const list = selectArticles(articles, selection);
  const { items, nextCursor } = toBatch(
    pageSlice(list, pageCursor(ctx.query.cursor, list.length)),
    0,
    locale,
    ctx.services.proxyImage,
  );
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
      props={{ items, nextCursor, type: selection, locale, apiBase: ctx.config.apiBase, pagePath, labels }}
    />
  );
}

export function learnActPage(ctx: RequestContextValue, variant: LearnActVariant): PageContent {
  const locale = chooseFeedLocale({ pageLocale: ctx.locale, prefixed: ctx.prefixed, cookies: ctx.cookies });
  const t = (key: string): string => ctx.t(key, { lng: locale });
  const selection = parseSelection(ctx.query.type);
  const pagePath = ctx.prefixed ? `/${ctx.locale}${ctx.path}` : ctx.path;
  const view: FeedView = { ctx, locale, selection, pagePath, t };
  const tabLabel = { learn: t('learnAct.tabs.learn'), act: t('learnAct.tabs.act') };
  return {
    body: (
      <div className={`learn-act learn-act--${variant}`} lang={locale === ctx.locale ? undefined : locale}>
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
    ),
    deferred: [() => feedPart(view)],
  };
}
