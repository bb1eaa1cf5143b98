/**
 * What a results page asks for its sponsored links: the matching ones (server/sponsors/matching.ts)
 * from the cached active links, each with its signed click link (which names no association: the
 * click credits the clicking visitor's own).
 * Never rejects: with the database away or slow, a page simply shows none.
 */

import type { Logger } from '../logger.ts';
import type { ShownSponsoredLink } from '../shared/sponsored-link.ts';
import type { ActiveLinksCache } from './active-links-cache.ts';
import { clickBucket, sponsoredClickHref } from './click-signature.ts';
import { matchSponsoredLinks } from './matching.ts';

/** A sponsored link as a page shows it: no target URL, only the signed click route. */
export interface SponsoredResultsService {
  /** `hidden`: true for a target the visitor's site rules block, which is then not shown. */
  forResults(input: {
    text: string;
    language: string;
    region: string;
    hidden?: (url: string) => boolean;
  }): Promise<ShownSponsoredLink[]>;
}

export function sponsoredResultsService(options: {
  cache: ActiveLinksCache;
  /** The click-signing secret (deriveSecret('sponsored-click') in server/app.ts). */
  secret: string;
  now: () => Date;
  logger: Logger;
}): SponsoredResultsService {
  return {
    async forResults(input) {
      try {
        const now = options.now();
        const day = now.toISOString().slice(0, 10);
        const links = await options.cache.get(day);
        const bucket = clickBucket(now);
        const { hidden, ...wanted } = input;
        const matched = matchSponsoredLinks(links, { ...wanted, day });
        return (hidden ? matched.filter((link) => !hidden(link.url)) : matched).map((link) => ({
          id: link.id,
          title: link.title,
          displayUrl: link.displayUrl,
          description: link.description,
          href: sponsoredClickHref(options.secret, { linkId: link.id, bucket }),
        }));
      } catch (error) {
        options.logger.error({ err: error }, 'sponsored links failed');
        return [];
      }
    },
  };
}
