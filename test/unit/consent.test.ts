import { describe, expect, it } from 'vitest';
import {
  acceptAllConsent,
  type ConsentValue,
  consentFromForm,
  defaultSelection,
  isAllowed,
  parseConsent,
  serializeConsent,
  shouldLoadTagManager,
  shouldShowBanner,
} from '../../client/contract/consent.ts';

describe('parseConsent', () => {
  it.each([
    [undefined, undefined],
    [42, undefined],
    [['targeting'], undefined],
    ['', []],
    ['targeting', ['targeting']],
    ['analytics,targeting', ['targeting', 'analytics']],
    ['targeting, analytics', ['targeting', 'analytics']],
    ['essentials,analytics', ['analytics']],
    ['analytics,analytics', ['analytics']],
    ['tracking,analytics,<script>', ['analytics']],
    ['all', []],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parseConsent(raw)).toEqual(expected);
  });
});

describe('serializeConsent', () => {
  it.each([
    [[], ''],
    [['essentials'], ''],
    [['analytics', 'targeting'], 'targeting,analytics'],
    [['essentials', 'targeting', 'analytics'], 'targeting,analytics'],
    [['analytics', 'unknown', 'analytics'], 'analytics'],
  ] as const)('%j → %j', (values, expected) => {
    expect(serializeConsent(values)).toBe(expected);
  });

  it('round-trips through parseConsent', () => {
    for (const values of [[], ['targeting'], ['analytics'], ['targeting', 'analytics']] as ConsentValue[][]) {
      expect(parseConsent(serializeConsent(values))).toEqual(values);
    }
  });
});

describe('defaults', () => {
  it('accept all stores every section but the essential one', () => {
    expect(acceptAllConsent()).toEqual(['targeting', 'analytics']);
  });
  it('the modal preselects the default sections, essential included', () => {
    expect(defaultSelection()).toEqual(['essentials', 'targeting']);
  });
});

describe('isAllowed', () => {
  const cases: [ConsentValue, ConsentValue[] | undefined, boolean, boolean][] = [
    // section, stored, feature on, allowed
    ['essentials', undefined, true, true],
    ['essentials', [], true, true],
    ['targeting', undefined, true, false],
    ['targeting', [], true, false],
    ['targeting', ['analytics'], true, false],
    ['targeting', ['targeting'], true, true],
    ['analytics', undefined, true, true], // the spec: counts as given while nothing is stored
    ['analytics', [], true, false],
    ['analytics', ['targeting'], true, false],
    ['analytics', ['analytics'], true, true],
    ['targeting', undefined, false, true],
    ['targeting', [], false, true],
    ['analytics', [], false, true],
  ];
  it.each(cases)('%s with %j, feature %s → %s', (section, stored, feature, expected) => {
    expect(isAllowed(section, stored, feature)).toBe(expected);
  });
});

describe('shouldLoadTagManager', () => {
  const id = 'GTM-TEST1';
  const cases: [string, Parameters<typeof shouldLoadTagManager>[0], boolean][] = [
    ['no id', { featureEnabled: true, tagManagerId: undefined, stored: ['analytics'] }, false],
    ['no id, feature off', { featureEnabled: false, tagManagerId: undefined, stored: undefined }, false],
    [
      'no choice yet (analytics "allowed" but no cookie)',
      { featureEnabled: true, tagManagerId: id, stored: undefined },
      false,
    ],
    ['refused everything', { featureEnabled: true, tagManagerId: id, stored: [] }, false],
    ['targeting only', { featureEnabled: true, tagManagerId: id, stored: ['targeting'] }, false],
    ['analytics accepted', { featureEnabled: true, tagManagerId: id, stored: ['analytics'] }, true],
    ['all accepted', { featureEnabled: true, tagManagerId: id, stored: ['targeting', 'analytics'] }, true],
    ['feature off: everything allowed', { featureEnabled: false, tagManagerId: id, stored: undefined }, true],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(shouldLoadTagManager(input)).toBe(expected);
  });
});

describe('shouldShowBanner', () => {
  it.each([
    [true, undefined, true],
    [true, [], false],
    [true, ['analytics'], false],
    [false, undefined, false],
  ] as const)('feature %s, stored %j → %s', (feature, stored, expected) => {
    expect(shouldShowBanner(feature, stored as ConsentValue[] | undefined)).toBe(expected);
  });
});

describe('consentFromForm', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [{ action: 'back', consent: 'analytics' }, undefined],
    [{ action: 'reject' }, undefined],
    [{ action: 'accept-all' }, ['targeting', 'analytics']],
    [{ action: 'accept-all', consent: 'targeting' }, ['targeting', 'analytics']],
    [{ action: 'refuse-all' }, []],
    [{ action: 'refuse-all', consent: ['targeting', 'analytics'] }, []],
    [{ action: 'save' }, []],
    [{ action: 'save', consent: 'analytics' }, ['analytics']],
    [{ action: 'save', consent: ['analytics', 'targeting'] }, ['targeting', 'analytics']],
    [{ action: 'save', consent: ['essentials', 'targeting'] }, ['targeting']],
    [{ action: 'save', consent: ['tracking', 'analytics', 'analytics'] }, ['analytics']],
    [{ action: 'save', consent: 'targeting,analytics' }, []],
    [{ action: ['save'], consent: 'analytics' }, undefined],
  ] as const)('%j → %j', (body, expected) => {
    expect(consentFromForm(body as Parameters<typeof consentFromForm>[0])).toEqual(expected);
  });
});
