/** Announcements, new-feature highlights and the search-count modal choice: the pure rules. */
import { describe, expect, it } from 'vitest';
import {
  type Announcement,
  announcementToShow,
  eligibleAnnouncements,
  isEligible,
  markViewed,
  parseViewed,
} from '../../client/contract/announcements.ts';
import {
  isHighlighted,
  markFeatureViewed,
  NEW_FEATURES,
  type NewFeature,
  parseViewedFeatures,
  viewedAfterClose,
} from '../../client/contract/new-features.ts';
import { counterModalKind, opensByItself, urlAfterClose } from '../../client/lib/counter-modal.ts';
import { ANNOUNCEMENT_DEFINITIONS } from '../../server/shared/announcements.ts';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const content = { backgroundImage: '/x.webp', title: 't', content1: 'c', primaryButton: { label: 'p' } };
const a = (id: string, untilDate: string, enabled = true): Announcement => ({ id, untilDate, enabled, content });

describe('announcements: eligibility', () => {
  it.each([
    ['enabled, 16 searches, before the date', a('x', '2026-12-01'), 16, '2026-11-21', true],
    ['15 searches is not enough', a('x', '2026-12-01'), 15, '2026-11-21', false],
    ['0 searches', a('x', '2026-12-01'), 0, '2026-11-21', false],
    ['disabled', a('x', '2026-12-01', false), 40, '2026-11-21', false],
    ['on its untilDate', a('x', '2026-11-21'), 40, '2026-11-21', false],
    ['the day before its untilDate', a('x', '2026-11-22'), 40, '2026-11-21', true],
    ['after its untilDate', a('x', '2026-11-01'), 40, '2026-11-21', false],
  ])('%s → %s', (_name, announcement, count, today, expected) => {
    expect(isEligible(announcement, count, day(today))).toBe(expected);
  });

  it('the shipped definitions: account (disabled) and google-env (ended 2023-06-01)', () => {
    const account = ANNOUNCEMENT_DEFINITIONS.find((d) => d.id === 'account');
    const google = ANNOUNCEMENT_DEFINITIONS.find((d) => d.id === 'google-env');
    expect(account).toMatchObject({ untilDate: '2023-05-01', enabled: false });
    expect(account?.content.primary).toBe('login');
    expect(google).toMatchObject({ untilDate: '2023-06-01', enabled: true });
    expect(google?.content.primary).toBe('open-mail-shortcuts');
    expect(eligibleAnnouncements(ANNOUNCEMENT_DEFINITIONS, 100, day('2023-05-20')).map((d) => d.id)).toEqual([
      'google-env',
    ]);
    expect(eligibleAnnouncements(ANNOUNCEMENT_DEFINITIONS, 100, day('2026-11-21'))).toEqual([]);
  });
});

describe('announcements: which one shows', () => {
  const list = [a('first', '2026-12-01'), a('second', '2026-12-01'), a('old', '2026-01-01')];
  it.each([
    ['none viewed: the first', [], 'first'],
    ['the first viewed: the second', ['first'], 'second'],
    ['both viewed: none (the old one has ended)', ['first', 'second'], undefined],
  ])('%s', (_name, viewed, expected) => {
    expect(announcementToShow(list, viewed, 20, day('2026-11-21'))?.id).toBe(expected);
  });
  it('nothing under 16 searches, whatever was viewed', () => {
    expect(announcementToShow(list, [], 15, day('2026-11-21'))).toBeUndefined();
  });
});

describe('announcements: the viewed list', () => {
  const known = ['account', 'google-env'];
  it.each([
    [null, []],
    ['', []],
    ['google-env', ['google-env']],
    ['google-env,unknown, account ,google-env', ['google-env', 'account']],
  ])('parse %j → %j', (raw, expected) => {
    expect(parseViewed(raw, known)).toEqual(expected);
  });
  it.each([
    [null, 'account', 'account'],
    ['account', 'google-env', 'account,google-env'],
    ['account', 'account', 'account'],
    ['stale,account', 'google-env', 'account,google-env'],
    ['account', 'unknown', 'account'],
  ])('mark %j + %s → %j', (raw, id, expected) => {
    expect(markViewed(raw, id, known)).toBe(expected);
  });
});

describe('new features', () => {
  const features: NewFeature[] = [
    { id: 'auth', until: '2026-12-01', enabled: true },
    { id: 'mail', until: '2026-12-01', enabled: false },
  ];
  it.each([
    ['auth: enabled, not viewed, before the end', 'auth', '', '2026-11-21', true],
    ['auth: viewed', 'auth', 'auth', '2026-11-21', false],
    ['auth: viewed among others', 'auth', 'mail,auth', '2026-11-21', false],
    ['auth: on its end date', 'auth', '', '2026-12-01', false],
    ['mail: disabled', 'mail', '', '2026-11-21', false],
  ] as const)('%s → %s', (_name, id, viewed, today, expected) => {
    expect(isHighlighted(id, viewed, day(today), features)).toBe(expected);
  });

  it('the shipped features ended in 2023: auth on 2023-04-04, mail on 2023-06-01', () => {
    expect(NEW_FEATURES).toEqual([
      { id: 'auth', until: '2023-04-04', enabled: true },
      { id: 'mail', until: '2023-06-01', enabled: true },
    ]);
    expect(isHighlighted('auth', '', day('2023-04-03'))).toBe(true);
    expect(isHighlighted('auth', '', day('2023-04-04'))).toBe(false);
    expect(isHighlighted('mail', '', day('2023-05-31'))).toBe(true);
    expect(isHighlighted('mail', '', day('2026-11-21'))).toBe(false);
  });

  it.each([
    ['closing the open drawer while highlighted marks auth', 'auth', '', true, 'auth'],
    ['closing while not open changes nothing', 'auth', '', false, null],
    ['already viewed: nothing to change', 'auth', 'auth', true, null],
    ['a disabled feature is never marked', 'mail', '', true, null],
  ] as const)('%s', (_name, id, viewed, wasOpen, expected) => {
    expect(viewedAfterClose(id, viewed, day('2026-11-21'), wasOpen, features)).toBe(expected);
  });

  it('the viewed cookie keeps known ids once each', () => {
    expect(parseViewedFeatures('mail,zzz,mail,auth')).toEqual(['mail', 'auth']);
    expect(markFeatureViewed('mail', 'auth')).toBe('mail,auth');
    expect(markFeatureViewed('auth', 'auth')).toBe('auth');
  });
});

describe('search-count modals', () => {
  it.each([
    [false, {}, 'disconnected', false],
    [true, {}, 'connected', false],
    [true, { 'new-connection': 'true' }, 'new-connection', true],
    [false, { 'new-connection': 'true' }, 'disconnected', false],
    [true, { 'new-connection': 'yes' }, 'connected', false],
    [false, { 'login-failed': 'true' }, 'login-failed', true],
    [true, { 'login-failed': 'true', 'new-connection': 'true' }, 'login-failed', true],
  ] as const)('logged in %s, %j → %s (opens by itself: %s)', (loggedIn, query, kind, auto) => {
    expect(counterModalKind({ loggedIn, query })).toBe(kind);
    expect(opensByItself(kind)).toBe(auto);
  });

  it.each([
    ['https://karma.test/?new-connection=true', '/'],
    ['https://karma.test/fr?new-connection=true&x=1#top', '/fr?x=1#top'],
    ['https://karma.test/search?q=otter&login-failed=true', '/search?q=otter'],
  ])('closing %s leaves %s', (href, expected) => {
    expect(urlAfterClose(href)).toBe(expected);
  });
});
