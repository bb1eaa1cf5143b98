/**
 * GET /out?u=<target>&s=<signature>: an organic result link of a visitor who consented to
 * targeting, when ADS_LINKS_RESOLVER_URL is set (views/search/ResultItems.tsx writes them). The
 * server asks the link resolver for the merchant's monetised link (300 ms at most, see
 * server/sponsors/link-resolver.ts) and answers 302 to it, or to the plain target.
 *
 * Only targets this server signed are followed (server/sponsors/outbound-signature.ts): a forged
 * or missing signature gets a localized 400 page and no redirect. Nothing is logged of the
 * target or of the resolver's answer; the request log line names the route '/out' only.
 *
 *   outboundLinkRoute({ secret, resolver })   (a route of server/routes/app-routes.ts)
 */
import { isSpeculativeLoad } from '../http/automated-request.ts';
import { HttpError } from '../http-error.ts';
import { safeAnyHostTarget } from '../redirects/safe-redirect.ts';
import type { LinkResolver } from '../sponsors/link-resolver.ts';
import { isRedirectableTarget, OUTBOUND_PATH, verifyOutboundSignature } from '../sponsors/outbound-signature.ts';
import { refusePrefetch } from './prefetch-guard.ts';
import type { RouteDef } from './route-def.ts';

export interface OutboundLinkOptions {
  secret: string;
  /** Undefined when ADS_LINKS_RESOLVER_URL is unset: links signed earlier still lead to their target. */
  resolver: LinkResolver | undefined;
}

export function outboundLinkRoute(options: OutboundLinkOptions): RouteDef {
  const { secret, resolver } = options;
  if (!secret) throw new Error('outboundLinkRoute: a secret is required');
  return {
    id: 'outbound-link',
    path: OUTBOUND_PATH,
    stage: 'visitor',
    handler: async (req, res, next) => {
      const { u: target, s: signature } = req.query;
      if (!isRedirectableTarget(target) || !verifyOutboundSignature(target, signature, secret)) {
        return next(new HttpError(400, req.t('outbound.invalidLink'), { expose: true }));
      }
      // Neither the results page nor Karma is told to the merchant; the redirect is per click.
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      // A hover prefetch is not a click: the resolver is not asked, nothing is followed.
      if (isSpeculativeLoad(req)) return refusePrefetch(res);
      const resolved = resolver ? await resolver.resolve(target) : undefined;
      res.redirect(302, safeAnyHostTarget(resolved?.url) ?? target);
    },
  };
}
