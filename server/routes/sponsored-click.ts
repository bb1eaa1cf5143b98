/**
 * GET /r/{id}?a=…&b=…&s=…: a sponsored click. The signature (server/sponsors/click-signature.ts)
 * must be this server's and recent, else 400 with a localized page and nothing recorded. A valid
 * click always answers 302 to the link's target as stored (never a URL from the request, so this
 * is no open redirect), with no referrer and no caching; whether it is billed is decided on the
 * way: not for crawlers, prefetches and HEAD requests, nor for a repeat of the same link from the
 * same device within 30 minutes, nor past the link's daily budget (the store says so).
 *
 * No origin check: this is a plain link followed with GET, from our pages or anywhere the visitor
 * copied it to. What it changes is billing only, and that is guarded by the signature (a link
 * this server rendered in the last day), the crawler filter and the repeat window.
 *
 * Logs hold the link id and the outcome: never the address, the user agent or the repeat key.
 */
import { type Request, type Response, Router } from 'express';
import { createElement } from 'react';
import type { Association } from '../../client/contract/account-settings.ts';
import { ErrorPage } from '../../views/pages/ErrorPage.tsx';
import type { Logger } from '../logger.ts';
import { safeAnyHostTarget } from '../redirects/safe-redirect.ts';
import type { ActiveLinksCache } from '../sponsors/active-links-cache.ts';
import { isCrawler } from '../sponsors/bots.ts';
import { verifyClick } from '../sponsors/click-signature.ts';
import { type RepeatClicks, repeatClickKey } from '../sponsors/repeat-clicks.ts';
import type { BillOutcome, SponsorStore } from '../sponsors/types.ts';
import type { pageRenderer } from './pages.tsx';

/** Why a click was or was not billed: the store's answer, or what kept it from the store. */
export type ClickOutcome = BillOutcome | 'prefetch' | 'crawler' | 'repeat' | 'not-checked';

export interface SponsoredClickOptions {
  /** deriveSecret('sponsored-click'): the results pages sign with the same. */
  secret: string;
  /** deriveSecret('sponsored-repeat'): the daily salts of the repeat keys. */
  repeatSecret: string;
  store: Pick<SponsorStore, 'billClick' | 'listLinks'>;
  links: ActiveLinksCache;
  repeatClicks: RepeatClicks;
  revenueShare: number;
  now: () => Date;
  logger: Logger;
  render: ReturnType<typeof pageRenderer>;
  /** Told each answered click's outcome (server/metrics): the outcome only, no link or visitor. */
  onClick?: (outcome: ClickOutcome) => void;
}

/** Where the link goes: the day's active links first (cached), else every link (a paused one). */
async function targetOf(options: SponsoredClickOptions, linkId: string, day: string): Promise<string | undefined> {
  const active = await options.links.fresh(day);
  const found =
    active.find((link) => link.id === linkId) ?? (await options.store.listLinks()).find((l) => l.id === linkId);
  return found?.url;
}

function isPrefetch(req: Request): boolean {
  return /prefetch|prerender/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`);
}

async function bill(
  options: SponsoredClickOptions,
  req: Request,
  click: { linkId: string; associations: Association[]; now: Date; day: string },
): Promise<ClickOutcome> {
  const userAgent = req.get('user-agent') ?? '';
  // A HEAD (link checkers) or a speculative load is not someone following the link.
  if (req.method !== 'GET' || isPrefetch(req)) return 'prefetch';
  if (isCrawler(userAgent)) return 'crawler';
  const key = repeatClickKey(options.repeatSecret, click.now, {
    address: req.ip ?? '',
    userAgent,
    linkId: click.linkId,
  });
  let first: boolean;
  try {
    first = await options.repeatClicks.firstClick(key);
  } catch (error) {
    // Redis away: the visitor is redirected, and the click not billed rather than maybe billed twice.
    options.logger.warn({ reason: (error as Error)?.message }, 'repeat-click check failed: click not billed');
    return 'not-checked';
  }
  if (!first) return 'repeat';
  return options.store.billClick({
    linkId: click.linkId,
    associations: click.associations,
    day: click.day,
    revenueShare: options.revenueShare,
  });
}

export function sponsoredClickRouter(options: SponsoredClickOptions): Router {
  const router = Router();
  const refuse = (req: Request, res: Response, status: number, messageKey: string) => {
    res.setHeader('Cache-Control', 'no-store');
    options.render(
      req,
      res,
      {
        status,
        layout: 'default',
        titleKey: 'sponsored.invalid.title',
        body: createElement(ErrorPage, { status, message: req.t(messageKey) }),
      },
      false,
    );
  };
  router.get('/r/:id', async (req, res, next) => {
    try {
      const now = options.now();
      const day = now.toISOString().slice(0, 10);
      const q = req.query;
      const verdict = verifyClick(options.secret, { linkId: req.params.id, a: q.a, b: q.b, s: q.s }, now);
      if (!verdict.ok) return refuse(req, res, 400, `sponsored.invalid.${verdict.reason}`);
      let target: string | undefined;
      try {
        // The stored target passed the import's checks; the redirect validator checks it again.
        target = safeAnyHostTarget(await targetOf(options, verdict.linkId, day), { allowHttp: true });
      } catch (error) {
        options.logger.warn({ err: error, sponsor: verdict.linkId }, 'sponsored link target unavailable');
        return refuse(req, res, 503, 'sponsored.invalid.unavailable');
      }
      if (!target) return refuse(req, res, 404, 'sponsored.invalid.gone');
      let outcome: ClickOutcome;
      try {
        outcome = await bill(options, req, { linkId: verdict.linkId, associations: verdict.associations, now, day });
      } catch (error) {
        // The database failing to bill never keeps the visitor from the advertiser's page.
        options.logger.error({ err: error, sponsor: verdict.linkId }, 'sponsored click not billed');
        outcome = 'not-checked';
      }
      options.logger.info({ sponsor: verdict.linkId, outcome }, 'sponsored click');
      options.onClick?.(outcome);
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, target);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
