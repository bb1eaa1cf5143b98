/**
 * Where a visitor's site rules are kept, for the /settings/sites forms: logged in, in the account
 * (the source of truth, which the cookie mirrors when the list fits in it); otherwise only in the
 * `karma_site_rules` cookie on their device, never on the server. Nothing here logs a rule: the
 * one error logged, an account update failing, names the failure only.
 */
import type { Request, Response } from 'express';
import { writeSiteRulesCookie } from '../accounts/preference-cookies.ts';
import { requiredLocal } from '../middleware/locals.ts';
import type { Visitor } from '../middleware/visitor.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import type { RouteServices } from './route-def.ts';

/**
 * The visitor the forms act for. A session that could not be read may well be an account's:
 * saving to the cookie then would hide the edit behind the account's rules at the next page, so
 * the error goes on (503).
 */
export function rulesVisitor(res: Response): Visitor {
  const visitor = requiredLocal(res, 'visitor');
  if (visitor.sessionLookupError) throw visitor.sessionLookupError;
  return visitor;
}

/** Whether the visitor's rules live in the cookie alone, and must fit in it. */
export const keptInCookie = (visitor: Visitor): boolean => visitor.account === undefined;

/** Stores the rules; false when the account could not be updated (the page says so, nothing changed). */
export async function saveSiteRules(
  req: Request,
  res: Response,
  app: RouteServices,
  visitor: Visitor,
  rules: SiteRule[],
): Promise<boolean> {
  if (visitor.account) {
    try {
      await app.accounts.updateSettings(visitor.account.id, { siteRules: rules });
    } catch (failure) {
      app.logger.error({ err: failure }, 'site rules update failed');
      return false;
    }
  }
  writeSiteRulesCookie(req, res, rules, app.config.cookieDomain);
  return true;
}
