/**
 * The day's active sponsored links, kept a few seconds in memory so that results pages do not
 * query the database each time (every page of a busy minute shares a dozen lookups at most).
 *
 * One lookup at a time: callers arriving while it runs share it. When a lookup fails, the last
 * copy of the same day is used (or none); when the database is slow, a page waits `waitMs` at
 * most and shows the copy it has (or none): sponsored links never break nor delay a page.
 */
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import type { ActiveSponsoredLink, SponsorStore } from './sponsor-model.ts';

export interface ActiveLinksCache {
  /** The active links of `day` ('YYYY-MM-DD'); never rejects. */
  get(day: string): Promise<ActiveSponsoredLink[]>;
  /** The same, waiting for a running lookup as long as it takes (the click route, which needs a target). */
  fresh(day: string): Promise<ActiveSponsoredLink[]>;
}

interface Copy {
  day: string;
  links: ActiveSponsoredLink[];
  /** When it was read, by the injected clock (ms). */
  at: number;
}

export function createActiveLinksCache(options: {
  store: Pick<SponsorStore, 'activeLinks'>;
  now: () => Date;
  logger: Logger;
  ttlMs?: number;
  waitMs?: number;
}): ActiveLinksCache {
  const ttlMs = options.ttlMs ?? 5000;
  const waitMs = options.waitMs ?? 250;
  let copy: Copy | undefined;
  let inFlight: { day: string; done: Promise<ActiveSponsoredLink[]> } | undefined;

  const sameDay = (day: string) => (copy?.day === day ? copy.links : []);

  const lookup = (day: string): Promise<ActiveSponsoredLink[]> => {
    if (inFlight?.day === day) return inFlight.done;
    const started = options.now().getTime();
    const done = options.store.activeLinks(day).then(
      (links) => {
        copy = { day, links, at: started };
        return links;
      },
      (error: unknown) => {
        // An outage is one known line; anything else is a bug, with its stack.
        const outage = databaseUnavailableReason(error);
        if (outage) options.logger.warn({ reason: outage }, 'sponsored links unavailable: database unavailable');
        else options.logger.error({ err: error }, 'sponsored links lookup failed');
        return sameDay(day);
      },
    );
    const running = { day, done };
    inFlight = running;
    void done.finally(() => {
      if (inFlight === running) inFlight = undefined;
    });
    return done;
  };

  const current = (day: string) => copy?.day === day && options.now().getTime() - copy.at < ttlMs;

  return {
    async get(day) {
      if (current(day)) return (copy as Copy).links;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<ActiveSponsoredLink[]>((resolve) => {
        timer = setTimeout(() => resolve(sameDay(day)), waitMs);
      });
      try {
        return await Promise.race([lookup(day), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async fresh(day) {
      return current(day) ? (copy as Copy).links : lookup(day);
    },
  };
}
