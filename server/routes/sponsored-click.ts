/**
 * GET /r/{id}?b=…&s=…: a sponsored click. The signature (server/sponsors/click-signature.ts)
 * must be this server's and recent, else 400 with a localized page and nothing recorded. A valid
 * click always answers 302 to the link's target as stored (never a URL from the request, so this
 * is no open redirect), with no referrer and no caching; whether it is billed, and for which
 * associations, is decided on the way (server/sponsors/click-billing.ts).
 *
 * No origin check: this is a plain link followed with GET, from our pages or anywhere the visitor
 * copied it to. What it changes is billing only, and that is guarded by the signature (a link
 * this server rendered in the last day), the automated-request filter, the repeat window and the
 * daily cap per client network.
 *
 * Logs hold the link id and the outcome: never the address, the user agent or a click key.
 */
import type { Request, RequestHandler, Response } from 'express';
import { createElement } from 'react';
import { ErrorPage } from '../../views/pages/ErrorPage.tsx';
import { automatedRequest } from '../http/automated-request.ts';
import { clientKey } from '../middleware/client-key.ts';
import { requiredLocal } from '../middleware/locals.ts';
import { safeAnyHostTarget } from '../redirects/safe-redirect.ts';
import { visitorAssociations } from '../shared/visitor-associations.ts';
import type { ActiveLinksCache } from '../sponsors/active-links-cache.ts';
import { billSponsoredClick, type ClickBillingOptions, type ClickOutcome } from '../sponsors/click-billing.ts';
import { verifyClick } from '../sponsors/click-signature.ts';
import type { SponsorStore } from '../sponsors/sponsor-model.ts';
import type { PageRenderer } from './pages.tsx';
import type { RouteDef } from './route-def.ts';

export type { ClickOutcome };

export interface SponsoredClickOptions extends ClickBillingOptions {
  /** deriveSecret('sponsored-click'): the results pages sign with the same. */
  secret: string;
  store: Pick<SponsorStore, 'billClick' | 'listLinks'>;
  links: ActiveLinksCache;
  now: () => Date;
  render: PageRenderer;
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

export function sponsoredClickRoute(options: SponsoredClickOptions): RouteDef {
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
  const click: RequestHandler = async (req, res, next) => {
    try {
      const now = options.now();
      const day = now.toISOString().slice(0, 10);
      const q = req.query;
      // The id as written in the path: a percent-encoded spelling of it is not the link rendered.
      const linkId = req.path.slice('/r/'.length);
      const verdict = verifyClick(options.secret, { linkId, b: q.b, s: q.s }, now);
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
        outcome = await billSponsoredClick(options, {
          linkId: verdict.linkId,
          client: clientKey(req.ip),
          // As the results page would show them: the account's settings, else the cookies.
          associations: visitorAssociations(requiredLocal(res, 'visitor').settings),
          automated: automatedRequest(req),
          now,
        });
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
  };
  return { id: 'sponsored-click', path: '/r/:id', stage: 'visitor', handler: click };
}
