/**
 * The companion's state cookie (client/contract/companion-state.ts): parsing, with every malformed
 * value resetting to the default state, and the cookie the island writes.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANION_COOKIE,
  type CompanionState,
  companionCookie,
  DEFAULT_COMPANION_STATE,
  parseCompanionState,
} from '../../client/contract/companion-state.ts';

const SAVED: CompanionState = {
  ...DEFAULT_COMPANION_STATE,
  currentDisplay: 'modal-extension-closed',
  tourStep: 2,
  tourClosed: true,
  modalClosed: true,
  countAfterClosingModalFirstTime: 3,
  counterCompanion: 12,
  toastAndroidClosedCount: 1,
  chromeExtensionInstalled: true,
};
const json = (value: unknown) => JSON.stringify(value);

describe('parseCompanionState', () => {
  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['not a string', 42],
    ['not JSON', 'tourStep=2'],
    ['broken encoding', '%7B%E0%A4%A'],
    ['JSON null', 'null'],
    ['a JSON array', '[1,2]'],
    ['a JSON number', '7'],
    ['a step out of range', json({ ...SAVED, tourStep: 3 })],
    ['a flag that is not a boolean', json({ ...SAVED, tourClosed: 'yes' })],
    ['a negative count', json({ ...SAVED, counterCompanion: -1 })],
    ['a fractional count', json({ ...SAVED, countAfterClosingModalFirstTime: 2.5 })],
    ['a count as a string', json({ ...SAVED, counterCompanion: '12' })],
    ['an unknown display', json({ ...SAVED, currentDisplay: 'popup' })],
  ])('resets %s to the default state', (_name, raw) => {
    expect(parseCompanionState(raw)).toEqual(DEFAULT_COMPANION_STATE);
  });

  it('reads a decoded value (as cookie-parser gives it) and an encoded one (as the browser stores it)', () => {
    expect(parseCompanionState(json(SAVED))).toEqual(SAVED);
    expect(parseCompanionState(encodeURIComponent(json(SAVED)))).toEqual(SAVED);
  });

  it('fills missing fields with their defaults and ignores unknown ones', () => {
    expect(parseCompanionState(json({ tourClosed: true, extra: 'x' }))).toEqual({
      ...DEFAULT_COMPANION_STATE,
      tourClosed: true,
    });
  });

  it('never hands out the shared default object', () => {
    const parsed = parseCompanionState(undefined);
    parsed.tourClosed = true;
    expect(DEFAULT_COMPANION_STATE.tourClosed).toBe(false);
  });
});

describe('companionCookie', () => {
  it('writes encoded JSON for a year on the whole site, lax', () => {
    const cookie = companionCookie(SAVED);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe(`${COMPANION_COOKIE}=${encodeURIComponent(json(SAVED))}`);
    expect(attributes).toEqual(['path=/', 'max-age=31536000', 'samesite=lax']);
    expect(parseCompanionState(pair?.slice(COMPANION_COOKIE.length + 1))).toEqual(SAVED);
  });

  it('adds the parent domain when configured, and secure over https', () => {
    expect(companionCookie(SAVED, '.karma.example', true)).toMatch(/; domain=\.karma\.example; secure$/);
  });

  it('stays well under the 4 KB a browser keeps per cookie', () => {
    expect(companionCookie(SAVED, '.karma.example', true).length).toBeLessThan(1500);
  });
});
