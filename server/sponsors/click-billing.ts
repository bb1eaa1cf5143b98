/**
 * Whether one sponsored click is billed, and for whom. In order, a click is not billed when:
 * 1. it is not a person's visit (server/http/automated-request.ts: a crawler, a script, a preview
 *    or prefetch, a HEAD);
 * 2. the same client network clicked the same link in the last 30 minutes (./repeat-clicks.ts),
 *    whatever the user agent;
 * 3. the network already has its day's billed clicks across all links (./daily-click-cap.ts);
 * 4. the store says so (over the link's daily budget, paused, unknown).
 * When the click record cannot be reached (Redis away), the click is not billed rather than
 * maybe billed twice. What is credited is the clicking visitor's associations, never the link's.
 */

import type { Logger } from '../logger.ts';
import type { Association } from '../shared/account-settings.ts';
import type { DailyClickCap } from './daily-click-cap.ts';
import { dailyClientKey, type RepeatClicks, repeatClickKey } from './repeat-clicks.ts';
import type { BillOutcome, SponsorStore } from './sponsor-model.ts';

/** Why a click was or was not billed: the store's answer, or what kept it from the store. */
export type ClickOutcome = BillOutcome | 'prefetch' | 'crawler' | 'repeat' | 'client-cap' | 'not-checked';

export interface ClickBillingOptions {
  /** deriveSecret('sponsored-repeat'): the daily salts of the click keys. */
  repeatSecret: string;
  store: Pick<SponsorStore, 'billClick'>;
  repeatClicks: RepeatClicks;
  dailyCap: DailyClickCap;
  maxBilledPerClientPerDay: number;
  revenueShare: number;
  logger: Logger;
}

export interface Click {
  linkId: string;
  /** The client key of the request (an IPv4 address or an IPv6 /64); never stored or logged. */
  client: string;
  /** The clicking visitor's associations (their settings, or their region's partners). */
  associations: Association[];
  /** Why the request is not a person's visit, when it is not one. */
  automated: 'prefetch' | 'crawler' | undefined;
  now: Date;
}

export async function billSponsoredClick(options: ClickBillingOptions, click: Click): Promise<ClickOutcome> {
  if (click.automated) return click.automated;
  const day = click.now.toISOString().slice(0, 10);
  const dailyKey = dailyClientKey(options.repeatSecret, click.now, click.client);
  try {
    const repeatKey = repeatClickKey(options.repeatSecret, click.now, { client: click.client, linkId: click.linkId });
    if (!(await options.repeatClicks.firstClick(repeatKey))) return 'repeat';
    if (!(await options.dailyCap.take(dailyKey, options.maxBilledPerClientPerDay))) return 'client-cap';
  } catch (error) {
    options.logger.warn({ reason: (error as Error)?.message }, 'click record unavailable: click not billed');
    return 'not-checked';
  }
  const outcome = await options.store.billClick({
    linkId: click.linkId,
    associations: click.associations,
    day,
    revenueShare: options.revenueShare,
  });
  if (outcome !== 'billed') {
    // The cap counts billed clicks: a click the store refused gives its slot back.
    await options.dailyCap.release(dailyKey).catch(() => undefined);
  }
  return outcome;
}
