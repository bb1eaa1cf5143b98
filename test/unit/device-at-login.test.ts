import { describe, expect, it } from 'vitest';
import { deviceAtLogin, MAX_MERGED_SEARCHES } from '../../server/accounts/device-at-login.ts';
import { DEFAULT_SETTINGS } from '../../server/shared/account-settings.ts';

describe('deviceAtLogin: what the device brings to a login', () => {
  it.each([
    ['a device with no cookies', {}, DEFAULT_SETTINGS, 0],
    [
      "a device's chosen settings and count",
      {
        karma_safesearch: 'strict.moderate',
        karma_search_region: 'fr-FR',
        karma_associations: 'L214',
        karma_service_provider: 'proton',
        karma_i18n_redirected: 'fr',
        karma_search_count: '12',
      },
      {
        ...DEFAULT_SETTINGS,
        safeSearch: 'strict',
        searchRegion: 'fr-FR',
        associations: ['L214'],
        serviceProvider: 'proton',
        locale: 'fr',
      },
      12,
    ],
    [
      'unreadable values fall back field by field',
      { karma_search_region: 'xx-XX', karma_associations: 'NOPE', karma_colormode: 'pink', karma_search_count: '-3' },
      DEFAULT_SETTINGS,
      0,
    ],
    [
      'a forged huge count adds at most the cap',
      { karma_search_count: '999999999' },
      DEFAULT_SETTINGS,
      MAX_MERGED_SEARCHES,
    ],
  ])('%s', (_name, cookies, settings, searches) => {
    expect(deviceAtLogin(cookies)).toEqual({ settings, searches });
  });

  it.each([
    ['the language the device browses in, when it never chose one', {}, 'es', 'es'],
    ['the language it browses in, which its cookie already says', { karma_i18n_redirected: 'fr' }, 'fr', 'fr'],
    ['no language known: the default', {}, undefined, 'en'],
    ['an unknown language: the default', {}, 'de', 'en'],
  ])('locale: %s', (_name, cookies, locale, expected) => {
    expect(deviceAtLogin(cookies, locale).settings.locale).toBe(expected);
  });
});
