/**
 * New-feature highlights: a 'New' badge on a feature until the visitor has seen it. Shown only
 * while the feature is enabled, not viewed and before its end date. The viewed features are a
 * comma-separated cookie (so the server renders the badge; no script needed to show it).
 *
 * - 'auth': on the login entry of the navigation drawer; closing the drawer while it is open
 *   marks it viewed.
 * - 'mail': on the mail-shortcuts button; closing the mail popover while the highlight is
 *   pending marks it viewed.
 */
export const FEATURES_VIEWED_COOKIE = 'karma_features_viewed';

export interface NewFeature {
  id: 'auth' | 'mail';
  /** YYYY-MM-DD: highlighted until the day before. */
  until: string;
  enabled: boolean;
}

export const NEW_FEATURES: readonly NewFeature[] = [
  { id: 'auth', until: '2023-04-04', enabled: true },
  { id: 'mail', until: '2023-06-01', enabled: true },
];

const KNOWN = NEW_FEATURES.map((feature) => feature.id) as string[];

export function parseViewedFeatures(raw: string | null | undefined, known: readonly string[] = KNOWN): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => known.includes(id)),
    ),
  ];
}

export function isHighlighted(
  id: NewFeature['id'],
  viewedRaw: string | null | undefined,
  now: number,
  features: readonly NewFeature[] = NEW_FEATURES,
): boolean {
  const feature = features.find((candidate) => candidate.id === id);
  if (!feature?.enabled) return false;
  if (now >= Date.parse(`${feature.until}T00:00:00Z`)) return false;
  return !parseViewedFeatures(
    viewedRaw,
    features.map((f) => f.id),
  ).includes(id);
}

/** The cookie value after marking `id` viewed (known ids only, each once). */
export function markFeatureViewed(
  viewedRaw: string | null | undefined,
  id: NewFeature['id'],
  features: readonly NewFeature[] = NEW_FEATURES,
): string {
  return parseViewedFeatures(
    `${viewedRaw ?? ''},${id}`,
    features.map((f) => f.id),
  ).join(',');
}

/** Closing a highlighted feature's surface marks it viewed; closing anything else changes nothing. */
export function viewedAfterClose(
  id: NewFeature['id'],
  viewedRaw: string | null | undefined,
  now: number,
  wasOpen: boolean,
  features: readonly NewFeature[] = NEW_FEATURES,
): string | null {
  if (!wasOpen || !isHighlighted(id, viewedRaw, now, features)) return null;
  return markFeatureViewed(viewedRaw, id, features);
}
