/**
 * The Learn & Act pages' loader (/learn-act, /learnact): the feed's language (the articles'
 * language, server/shared/feed-locale.ts, from the page and the untrusted cookie), the Learn/Act
 * selection (`?type=`, anything else: learn) and the cursor (`?cursor=N`: every article up to the
 * end of the batch at N; a bad or stale one: the first batch), and the articles' lookup, started
 * here. views/pages/learn-act/LearnActPage.tsx streams them in once the source answers.
 */

import type { LearnActBatch } from '../../client/contract/learn-act-types.ts';
import type { LearnActPageProps, LearnActVariant } from '../../views/pages/learn-act/LearnActPage.tsx';
import { pageCursor, pageSlice, parseSelection, selectArticles, toBatch } from '../learn-act/feed.ts';
import type { PageRequest } from '../render/page-request.ts';
import { chooseFeedLocale } from '../shared/feed-locale.ts';
import type { Loaded } from './route-def.ts';

export function loadLearnAct(ctx: PageRequest, variant: LearnActVariant): Loaded<LearnActPageProps> {
  const locale = chooseFeedLocale({ pageLocale: ctx.locale, prefixed: ctx.prefixed, cookies: ctx.cookies });
  const selection = parseSelection(ctx.query.type);
  const pagePath = ctx.prefixed ? `/${ctx.locale}${ctx.path}` : ctx.path;
  const { learnAct, proxyImage } = ctx.services;
  const cursor = ctx.query.cursor;
  // Settles as undefined when the source fails (it has logged why): the page says so.
  const batch: Promise<LearnActBatch | undefined> = (async () => {
    if (!learnAct) throw new Error('no Learn & Act source in this app');
    const list = selectArticles(await learnAct.articles(locale), selection);
    return toBatch(pageSlice(list, pageCursor(cursor, list.length)), 0, locale, proxyImage);
  })().catch(() => undefined);
  return { props: { variant, locale, selection, pagePath, batch } };
}
