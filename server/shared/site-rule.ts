/**
 * What a site rule is, shared by the settings (stored in the account, validated with the other
 * settings), the rule pages and the results views. The rules' logic is in server/site-rules/.
 */
import { z } from 'zod';
import { isNormalizedHost } from './site-host.ts';

export const SITE_ACTIONS = ['block', 'lower', 'raise', 'pin'] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];

export interface SiteRule {
  /** A normalized host (site-host.ts): lowercase ASCII, no `www.`, no scheme or path. */
  host: string;
  action: SiteAction;
}

/** The rules page (server/routes/site-rules-page.tsx), which each result's site menu links to. */
export const SITE_RULES_PATH = '/settings/sites';

/** A long list costs every search a pass over it, and the anonymous cookie must hold them. */
export const MAX_RULES = 100;

/** A stored list: hosts in normalized form, one rule per host, at most MAX_RULES. */
export const siteRulesSchema = z
  .array(
    z
      .object({ host: z.string().refine(isNormalizedHost, 'not a normalized host'), action: z.enum(SITE_ACTIONS) })
      .strict(),
  )
  .max(MAX_RULES)
  .refine((rules) => new Set(rules.map((rule) => rule.host)).size === rules.length, 'one rule per host');
