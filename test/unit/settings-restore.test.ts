/**
 * Settings ⇄ restore link payload (server/accounts/settings-restore.ts): every preference goes
 * under its cookie's name and format and comes back equal; a link holding a missing or invalid
 * preference is refused whole, and names this code does not know are ignored.
 */
import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_FIELDS,
  type RestorePayload,
  restoreLinkParameter,
  restorePayloadOf,
  settingsFromLinkParameter,
  settingsFromRestore,
} from '../../server/accounts/settings-restore.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../server/shared/account-settings.ts';
import { encodeRestore } from '../../server/site-rules/restore-link.ts';

const CHOSEN: Settings = {
  safeSearch: 'strict',
  personalized: true,
  locale: 'fr',
  learnActRegion: 'FR',
  searchRegion: 'fr-FR',
  associations: ['L214', 'ASPAS'],
  serviceProvider: 'proton',
  colorMode: 'dark',
  siteRules: [
    { host: 'example.com', action: 'block' },
    { host: 'developer.mozilla.org', action: 'pin' },
    { host: 'news.example.org', action: 'lower' },
    { host: 'wikipedia.org', action: 'raise' },
  ],
};

describe('a restore payload round trip', () => {
  it.each<[string, Settings]>([
    ['the defaults', DEFAULT_SETTINGS],
    ['every field changed', CHOSEN],
    [
      'no mail service, default partners, no rules',
      { ...CHOSEN, serviceProvider: null, associations: 'default', siteRules: [] },
    ],
    [
      'personalized off, light, Spanish',
      { ...CHOSEN, personalized: false, colorMode: 'light', locale: 'es', searchRegion: 'es-MX' },
    ],
  ])('%s comes back equal, through the payload and through the link', (_name, settings) => {
    expect(settingsFromRestore(restorePayloadOf(settings))).toEqual({ settings });
    expect(settingsFromLinkParameter(restoreLinkParameter(settings))).toEqual({ settings });
  });

  it('writes each preference under its cookie name, in the cookie format', () => {
    expect(restorePayloadOf(CHOSEN).settings).toEqual({
      karma_safesearch: 'strict',
      karma_personalized: '1',
      karma_search_region: 'fr-FR',
      karma_associations: 'L214.ASPAS',
      karma_i18n_redirected: 'fr',
      karma_learn_act_region: 'FR',
      karma_service_provider: 'proton',
      karma_color_mode: 'dark',
    });
    expect(restorePayloadOf({ ...CHOSEN, serviceProvider: null }).settings.karma_service_provider).toBe('');
    expect(restorePayloadOf(CHOSEN).rules).toEqual(CHOSEN.siteRules);
  });
});

describe('a payload with a preference that is not valid', () => {
  const good = restorePayloadOf(CHOSEN);
  const INVALID: [string, string][] = [
    ['karma_safesearch', 'none'],
    ['karma_safesearch', 'strict.strict'],
    ['karma_personalized', 'yes'],
    ['karma_search_region', 'xx-XX'],
    ['karma_associations', 'L214.NOPE'],
    ['karma_associations', ''],
    ['karma_i18n_redirected', 'de'],
    ['karma_learn_act_region', 'DE'],
    ['karma_service_provider', 'aol'],
    ['karma_color_mode', 'sepia'],
  ];
  it.each(INVALID)('%s=%j refuses the whole link, naming the field', (cookie, value) => {
    const field = PREFERENCE_FIELDS.find((f) => f.cookie === cookie)?.key;
    const payload: RestorePayload = { ...good, settings: { ...good.settings, [cookie]: value } };
    expect(settingsFromRestore(payload)).toEqual({ error: 'invalid-setting', field });
    expect(settingsFromLinkParameter(encodeRestore(payload.settings, payload.rules))).toEqual({
      error: 'invalid-setting',
    });
  });

  it.each(PREFERENCE_FIELDS.map((f) => [f.cookie, f.key] as const))('a link without %s is refused', (cookie, key) => {
    const { [cookie]: _left, ...rest } = good.settings;
    expect(settingsFromRestore({ ...good, settings: rest })).toEqual({ error: 'invalid-setting', field: key });
  });

  it('ignores names it does not know (a later preference), and never reads the prototype', () => {
    const payload = { ...good, settings: { ...good.settings, karma_future_setting: 'on', toString: 'x' } };
    expect(settingsFromRestore(payload)).toEqual({ settings: CHOSEN });
    const { karma_color_mode: _mode, ...withoutMode } = good.settings;
    expect(settingsFromRestore({ ...good, settings: { ...withoutMode, constructor: 'dark' } })).toMatchObject({
      error: 'invalid-setting',
    });
  });
});

describe('a link that cannot be read', () => {
  const link = restoreLinkParameter(CHOSEN);
  it.each<[string, unknown, string]>([
    ['missing', undefined, 'empty'],
    ['empty', '', 'empty'],
    ['an array (a repeated parameter)', [link, link], 'empty'],
    ['cut short', link.slice(0, -7), 'malformed'],
    ['with a character changed', `${link.slice(0, 10)}*${link.slice(11)}`, 'malformed'],
    ['from another version', `2${link.slice(1)}`, 'unknown-version'],
    ['not a link at all', 'hello', 'malformed'],
  ])('%s: %s', (_name, s, error) => {
    expect(settingsFromLinkParameter(s)).toEqual({ error });
  });
});
