/**
 * The companion's memory: one cookie holding encoded JSON, on the parent domain so that every
 * Karma subdomain (search, showcase) shares it. The server reads it to decide whether the
 * companion is due (views/components/Companion.tsx); the island writes it after each action.
 *
 * Pure: parsing never throws. A value that is not JSON, not an object, or has a field of the
 * wrong type is malformed and gives the default state: half-trusting a broken cookie
 * could skip a step the visitor never saw, starting over only shows the onboarding again.
 * Missing fields take their default, so a cookie written before a field existed stays valid.
 */

export const COMPANION_COOKIE = 'karma_companion';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export type CompanionDisplay =
  | 'tour-step-1'
  | 'tour-step-2'
  | 'tour-step-mobile-1'
  | 'modal-extension'
  | 'modal-extension-closed'
  | 'modal-extension-installed'
  | 'modal-extension-installed-closed'
  | 'toast-android'
  | 'toast-android-closed';

export const COMPANION_DISPLAYS: readonly CompanionDisplay[] = [
  'tour-step-1',
  'tour-step-2',
  'tour-step-mobile-1',
  'modal-extension',
  'modal-extension-closed',
  'modal-extension-installed',
  'modal-extension-installed-closed',
  'toast-android',
  'toast-android-closed',
];

export interface CompanionState {
  /** The display last shown (informative: the rules recompute it from the count). */
  currentDisplay: CompanionDisplay | null;
  tourStep: 1 | 2;
  tourClosed: boolean;
  modalClosed: boolean;
  modalClosedSecond: boolean;
  modalExtensionInstalledClosed: boolean;
  modalExtensionInstalledClosedSecond: boolean;
  toastAndroidClosed: boolean;
  toastAndroidClosedSecond: boolean;
  /** The search count when the phone/tablet tour banner was closed. */
  countAfterClosingModalMobile: number;
  countAfterClosingModalFirstTime: number;
  countAfterClosingModalInstalledFirstTime: number;
  countAfterClosingToastAndroidFirstTime: number;
  /** The search count when the tour (desktop or mobile) was closed: the Android toast follows it. */
  counterCompanion: number;
  /** How many times the Android toast was closed (0, 1, 2). */
  toastAndroidClosedCount: number;
  /** Last detection result of the Chromium extension, so the server can pick the modal variant. */
  chromeExtensionInstalled: boolean;
}

export const DEFAULT_COMPANION_STATE: CompanionState = {
  currentDisplay: null,
  tourStep: 1,
  tourClosed: false,
  modalClosed: false,
  modalClosedSecond: false,
  modalExtensionInstalledClosed: false,
  modalExtensionInstalledClosedSecond: false,
  toastAndroidClosed: false,
  toastAndroidClosedSecond: false,
  countAfterClosingModalMobile: 0,
  countAfterClosingModalFirstTime: 0,
  countAfterClosingModalInstalledFirstTime: 0,
  countAfterClosingToastAndroidFirstTime: 0,
  counterCompanion: 0,
  toastAndroidClosedCount: 0,
  chromeExtensionInstalled: false,
};

type Check = (value: unknown) => boolean;
const isBoolean: Check = (v) => typeof v === 'boolean';
const isCount: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

const CHECKS: Record<keyof CompanionState, Check> = {
  currentDisplay: (v) => v === null || (COMPANION_DISPLAYS as readonly unknown[]).includes(v),
  tourStep: (v) => v === 1 || v === 2,
  tourClosed: isBoolean,
  modalClosed: isBoolean,
  modalClosedSecond: isBoolean,
  modalExtensionInstalledClosed: isBoolean,
  modalExtensionInstalledClosedSecond: isBoolean,
  toastAndroidClosed: isBoolean,
  toastAndroidClosedSecond: isBoolean,
  countAfterClosingModalMobile: isCount,
  countAfterClosingModalFirstTime: isCount,
  countAfterClosingModalInstalledFirstTime: isCount,
  countAfterClosingToastAndroidFirstTime: isCount,
  counterCompanion: isCount,
  toastAndroidClosedCount: isCount,
  chromeExtensionInstalled: isBoolean,
};

function decodeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // The browser sends it URL-encoded; the server's cookie reader has already decoded it.
    try {
      return JSON.parse(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
}

/** The state in a cookie value (encoded or decoded JSON); the default for anything malformed. */
export function parseCompanionState(raw: unknown): CompanionState {
  if (typeof raw !== 'string' || raw === '') return { ...DEFAULT_COMPANION_STATE };
  const value = decodeJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...DEFAULT_COMPANION_STATE };
  const record = value as Record<string, unknown>;
  const state: Record<string, unknown> = { ...DEFAULT_COMPANION_STATE };
  for (const key of Object.keys(CHECKS) as (keyof CompanionState)[]) {
    if (!(key in record)) continue;
    if (!CHECKS[key](record[key])) return { ...DEFAULT_COMPANION_STATE };
    state[key] = record[key];
  }
  return state as unknown as CompanionState;
}

/** The whole `document.cookie` assignment for a state (a year, the parent domain when set). */
export function companionCookie(state: CompanionState, cookieDomain?: string, secure = false): string {
  const parts = [
    `${COMPANION_COOKIE}=${encodeURIComponent(JSON.stringify(state))}`,
    'path=/',
    `max-age=${YEAR_SECONDS}`,
    'samesite=lax',
  ];
  if (cookieDomain) parts.push(`domain=${cookieDomain}`);
  if (secure) parts.push('secure');
  return parts.join('; ');
}
