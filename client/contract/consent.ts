/**
 * Cookie consent rules, shared by the server (banner, tag manager, POST /consent) and the
 * CookieConsent island. Pure: no cookies are read or written here.
 *
 * The consent cookie (v2) holds the accepted optional sections as a comma-separated list, e.g.
 * `targeting,analytics` (URL-encoded on the wire: `targeting%2Canalytics`). The essential section
 * is always on, so it is never stored. An empty value means "chose, accepted nothing optional";
 * no cookie at all means "has not chosen yet" (the banner shows).
 */

export const CONSENT_COOKIE = 'karma_consent_v2';
/** Earlier consent formats: their meaning is unknown to v2, so the server deletes them on sight. */
export const LEGACY_CONSENT_COOKIES = ['karma_consent'] as const;

export const CONSENT_VALUES = ['essentials', 'targeting', 'analytics'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

export interface ConsentSection {
  value: ConsentValue;
  /** Preselected in the preferences modal. */
  default: boolean;
  /** False for the essential section: always on, its checkbox cannot be unchecked. */
  editable: boolean;
  /** Whether a badge ("Required") is shown next to the title. */
  badge: boolean;
}

export const CONSENT_SECTIONS: readonly ConsentSection[] = [
  { value: 'essentials', default: true, editable: false, badge: true },
  { value: 'targeting', default: true, editable: true, badge: false },
  { value: 'analytics', default: false, editable: true, badge: false },
];

const OPTIONAL_VALUES: readonly ConsentValue[] = CONSENT_SECTIONS.filter((s) => s.editable).map((s) => s.value);

function isOptionalValue(value: unknown): value is ConsentValue {
  return typeof value === 'string' && (OPTIONAL_VALUES as readonly string[]).includes(value);
}

/** Known optional values only, once each, in section order: the one canonical form. */
export function normalizeConsent(values: readonly unknown[]): ConsentValue[] {
  return OPTIONAL_VALUES.filter((v) => values.includes(v));
}

/** The stored choice, or undefined when the visitor has not chosen (no cookie, or not a string). */
export function parseConsent(raw: unknown): ConsentValue[] | undefined {
  if (typeof raw !== 'string') return undefined;
  return normalizeConsent(raw.split(',').map((v) => v.trim()));
}

/** The cookie value (before URL encoding); the essential section is never written. */
export function serializeConsent(values: readonly unknown[]): string {
  return normalizeConsent(values).join(',');
}

/** What "accept all" stores: every section but the essential one. */
export function acceptAllConsent(): ConsentValue[] {
  return [...OPTIONAL_VALUES];
}

/** What "refuse all" stores: nothing optional, only the essential section (always on) remains. */
export function refuseAllConsent(): ConsentValue[] {
  return [];
}

/** The checkboxes checked when the preferences modal opens (essential included: it is shown on). */
export function defaultSelection(): ConsentValue[] {
  return CONSENT_SECTIONS.filter((s) => s.default).map((s) => s.value);
}

/**
 * Whether a section may run, as the spec words it: targeting only with explicit consent;
 * analytics counts as given when nothing is stored yet or it was accepted. With the feature
 * flag off everything is allowed. See shouldLoadTagManager for why "nothing stored" does not
 * load any third-party script.
 */
export function isAllowed(section: ConsentValue, stored: ConsentValue[] | undefined, featureEnabled: boolean): boolean {
  if (!featureEnabled || section === 'essentials') return true;
  if (section === 'analytics') return stored === undefined || stored.includes('analytics');
  return stored?.includes(section) ?? false;
}

/**
 * Whether the page loads the tag manager. isAllowed('analytics') is true before any choice (the
 * spec's rule), yet nothing third-party may load before consent: so, with the feature on, a
 * consent cookie must also exist. With the feature off there is no choice to wait for and
 * everything is allowed, so only the id decides.
 */
export function shouldLoadTagManager(input: {
  featureEnabled: boolean;
  tagManagerId: string | undefined;
  stored: ConsentValue[] | undefined;
}): boolean {
  if (!input.tagManagerId) return false;
  if (!input.featureEnabled) return true;
  return input.stored !== undefined && isAllowed('analytics', input.stored, true);
}

/** What the banner shows: only while no choice is stored, and only with the feature on. */
export function shouldShowBanner(featureEnabled: boolean, stored: ConsentValue[] | undefined): boolean {
  return featureEnabled && stored === undefined;
}

/**
 * The values a POST /consent stores: `action=accept-all` → every optional section;
 * `action=refuse-all` → none (essential only); `action=save` → the checked `consent` values
 * minus the essential one and unknown ones.
 * Any other action (the no-JavaScript back button) stores nothing: undefined.
 */
export function consentFromForm(body: { action?: unknown; consent?: unknown } | undefined): ConsentValue[] | undefined {
  if (body?.action === 'accept-all') return acceptAllConsent();
  if (body?.action === 'refuse-all') return refuseAllConsent();
  if (body?.action !== 'save') return undefined;
  const checked = Array.isArray(body.consent) ? body.consent : [body.consent];
  return normalizeConsent(checked.filter(isOptionalValue));
}
