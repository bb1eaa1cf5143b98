/**
 * Names of the cookies that both the server (reads, writes) and the pages (the cookie list on
 * /cookies) need and that no other contract module owns. Cookies with rules of their own live
 * beside them (color-mode.ts, consent.ts, counter.ts, locale-choice.ts, notification-rules.ts…).
 */

/** The login session id (server/middleware/visitor.ts). */
export const SESSION_COOKIE = 'karma_session';

/** SafeSearch per vertical (server/accounts/safe-search-cookie.ts). */
export const SAFE_SEARCH_COOKIE = 'karma_safesearch';

/** The site rules of a visitor without an account (server/site-rules/rules-cookie.ts). */
export const SITE_RULES_COOKIE = 'karma_site_rules';

/** The settings a visitor without an account keeps on the device (server/accounts/preference-cookies.ts). */
export const SETTING_COOKIES = {
  personalized: 'karma_personalized',
  learnActRegion: 'karma_learn_act_region',
  searchRegion: 'karma_search_region',
  associations: 'karma_associations',
  serviceProvider: 'karma_service_provider',
} as const;
