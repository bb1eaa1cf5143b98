/**
 * The sponsored links' wiring, kept out of the composition root: one cache of the day's active
 * links shared by the results pages and the click route, the click-signing secret, and the
 * repeat-click record (in memory, or in Redis when REDIS_URL is set so that replicas agree).
 */
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { pageRenderer } from '../routes/pages.tsx';
import { type ClickOutcome, sponsoredClickRouter } from '../routes/sponsored-click.ts';
import { lazyRedis } from '../shared-state/redis-client.ts';
import { createActiveLinksCache } from './active-links-cache.ts';
import { type SponsoredResultsService, sponsoredResultsService } from './page-sponsored.ts';
import { memoryRepeatClicks, type RepeatClicks, redisRepeatClicks } from './repeat-clicks.ts';
import type { SponsorStore } from './types.ts';

export function sponsoredLinks(options: {
  config: Pick<Config, 'redisUrl' | 'sponsored'>;
  store: SponsorStore;
  now: () => Date;
  logger: Logger;
  /** One secret per purpose, from the session secret (server/app.ts). */
  deriveSecret: (purpose: string) => string;
  /** The prefix of this deployment's keys in the shared Redis (server/app.ts). */
  sharedKeyPrefix: string;
}): {
  results: SponsoredResultsService;
  clickRouter: (
    render: ReturnType<typeof pageRenderer>,
    onClick?: (outcome: ClickOutcome) => void,
  ) => ReturnType<typeof sponsoredClickRouter>;
} {
  const { config, store, now, logger } = options;
  const links = createActiveLinksCache({ store, now, logger });
  const secret = options.deriveSecret('sponsored-click');
  const repeatClicks: RepeatClicks = config.redisUrl
    ? redisRepeatClicks(lazyRedis(config.redisUrl, { logger }), { prefix: `${options.sharedKeyPrefix}repeat-click:` })
    : memoryRepeatClicks(now);
  return {
    results: sponsoredResultsService({ cache: links, secret, now, logger }),
    clickRouter: (render, onClick) =>
      sponsoredClickRouter({
        secret,
        repeatSecret: options.deriveSecret('sponsored-repeat'),
        store,
        links,
        repeatClicks,
        revenueShare: config.sponsored.revenueShare,
        now,
        logger,
        render,
        onClick,
      }),
  };
}
