/**
 * The sponsored links' wiring, kept out of server/app-services.ts: one cache of the day's active
 * links shared by the results pages and the click route, the click-signing secret, and the
 * click records that keep a network from billing twice or past its daily cap (in memory, or in
 * the app's shared Redis when REDIS_URL is set so that replicas agree).
 * It sits beside the composition root, not in server/sponsors/, because it builds the click
 * route (server/routes/sponsored-click.ts): the routes use the sponsors, never the reverse.
 */
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { PageRenderer } from './routes/pages.tsx';
import type { RouteDef } from './routes/route-def.ts';
import { type ClickOutcome, sponsoredClickRoute } from './routes/sponsored-click.ts';
import type { SharedRedis } from './shared-state/redis-client.ts';
import { createActiveLinksCache } from './sponsors/active-links-cache.ts';
import { memoryDailyClickCap, redisDailyClickCap } from './sponsors/daily-click-cap.ts';
import { type SponsoredResultsService, sponsoredResultsService } from './sponsors/page-sponsored.ts';
import { memoryRepeatClicks, redisRepeatClicks } from './sponsors/repeat-clicks.ts';
import type { SponsorStore } from './sponsors/sponsor-model.ts';

export function sponsoredLinks(options: {
  config: Pick<Config, 'sponsored'>;
  store: SponsorStore;
  now: () => Date;
  logger: Logger;
  /** One secret per purpose, from the session secret (server/app-services.ts). */
  deriveSecret: (purpose: string) => string;
  /** The app's shared Redis (REDIS_URL), undefined for memory. */
  redis: SharedRedis | undefined;
  /** The prefix of this deployment's keys in the shared Redis (server/app-services.ts). */
  sharedKeyPrefix: string;
}): {
  results: SponsoredResultsService;
  clickRoute: (render: PageRenderer, onClick?: (outcome: ClickOutcome) => void) => RouteDef;
} {
  const { config, store, now, logger, redis, sharedKeyPrefix } = options;
  const links = createActiveLinksCache({ store, now, logger });
  const secret = options.deriveSecret('sponsored-click');
  const repeatClicks = redis
    ? redisRepeatClicks(redis, { prefix: `${sharedKeyPrefix}repeat-click:` })
    : memoryRepeatClicks(now);
  const dailyCap = redis
    ? redisDailyClickCap(redis, { prefix: `${sharedKeyPrefix}daily-clicks:` })
    : memoryDailyClickCap();
  return {
    results: sponsoredResultsService({ cache: links, secret, now, logger }),
    clickRoute: (render, onClick) =>
      sponsoredClickRoute({
        secret,
        repeatSecret: options.deriveSecret('sponsored-repeat'),
        store,
        links,
        repeatClicks,
        dailyCap,
        maxBilledPerClientPerDay: config.sponsored.maxBilledClicksPerClientPerDay,
        revenueShare: config.sponsored.revenueShare,
        now,
        logger,
        render,
        onClick,
      }),
  };
}
