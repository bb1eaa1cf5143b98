/** The bell's pure rules (client/contract/notification-rules.ts), the feed language and the overlay manager. */
import { describe, expect, it } from 'vitest';
import { feedLocale } from '../../client/contract/feed-country.ts';
import {
  hasPreview,
  isNew,
  lastSeenAfterClose,
  mergeLastSeen,
  parseSeenState,
  parseShownPreviews,
  previewCandidate,
  showsDot,
  withShownPreview,
} from '../../client/contract/notification-rules.ts';
import type { NotificationItem } from '../../client/contract/notification-types.ts';
import { chooseOverlay } from '../../client/lib/overlay-manager.ts';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-21T12:00:00Z');

function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    title: 'Wolves are back',
    content: '<p>Hello</p>',
    thumbnailUrl: null,
    imageUrl: null,
    contentType: 'learn',
    destinationUrl: null,
    publishedAt: '2026-11-20T10:00:00Z',
    willSendNotificationOnDesktop: false,
    expirationDate: null,
    ...overrides,
  };
}

describe('isNew', () => {
  it.each([
    ['never seen, never previewed', null, null, true],
    ['seen before it was published', at('2026-11-19T00:00:00Z'), null, true],
    ['seen after it was published', at('2026-11-20T11:00:00Z'), null, false],
    ['seen exactly when it was published', at('2026-11-20T10:00:00Z'), null, false],
    ['never seen but its title was previewed', null, 'Wolves are back', false],
    ['seen before, another title previewed', at('2026-11-19T00:00:00Z'), 'Another', true],
    ['seen before, its title previewed', at('2026-11-19T00:00:00Z'), 'Wolves are back', false],
  ])('%s → %s', (_name, lastSeenAt, lastPreviewTitle, expected) => {
    expect(isNew(item(), { lastSeenAt, lastPreviewTitle })).toBe(expected);
  });
});

describe('showsDot', () => {
  const fresh = item();
  const old = item({ id: 'n0', title: 'Old', publishedAt: '2026-10-01T00:00:00Z' });
  const seenBetween = { lastSeenAt: at('2026-11-01T00:00:00Z'), lastPreviewTitle: null };
  it.each([
    ['a new one, bell not opened', [old, fresh], seenBetween, false, true],
    ['a new one, bell opened this session', [old, fresh], seenBetween, true, false],
    ['only old ones', [old], seenBetween, false, false],
    ['an empty feed', [], { lastSeenAt: null, lastPreviewTitle: null }, false, false],
  ] as const)('%s → %s', (_name, items, seen, opened, expected) => {
    expect(showsDot([...items], seen, opened)).toBe(expected);
  });
});

describe('lastSeenAfterClose', () => {
  it('stores now when the bell had notifications', () => {
    expect(lastSeenAfterClose([item()], NOW)).toBe(NOW);
  });
  it('stores nothing when the feed was empty (or failed)', () => {
    expect(lastSeenAfterClose([], NOW)).toBeNull();
  });
});

describe('previewCandidate', () => {
  const flagged = item({
    id: 'p',
    title: 'A victory',
    willSendNotificationOnDesktop: true,
    expirationDate: '2026-12-31T00:00:00Z',
  });
  const base = { now: NOW, lastSeenAt: null, lastPreviewTitle: null, overlayAllows: true, feedShows: true };
  it.each([
    ['flagged, future expiry, never seen', [flagged], {}, 'p'],
    ['not flagged for desktop', [item()], {}, null],
    ['expired', [{ ...flagged, expirationDate: '2026-11-21T11:59:59Z' }], {}, null],
    ['expiring right now', [{ ...flagged, expirationDate: '2026-11-21T12:00:00Z' }], {}, null],
    ['no expiry date', [{ ...flagged, expirationDate: null }], {}, null],
    ['published before the last seen date', [flagged], { lastSeenAt: at('2026-11-20T11:00:00Z') }, null],
    ['published after the last seen date', [flagged], { lastSeenAt: at('2026-11-20T09:00:00Z') }, 'p'],
    ['its title was the last previewed', [flagged], { lastPreviewTitle: 'A victory' }, null],
    ['another title was previewed', [flagged], { lastPreviewTitle: 'Something else' }, 'p'],
    ['already shown on this device', [flagged], { shown: ['x', 'p'] }, null],
    ['others shown on this device', [flagged], { shown: ['x', 'q'] }, 'p'],
    ['the newest was shown: the next one', [flagged, { ...flagged, id: 'q', title: 'Older' }], { shown: ['p'] }, 'q'],
    ['the overlay manager refuses', [flagged], { overlayAllows: false }, null],
    ['the feed shows nothing', [flagged], { feedShows: false }, null],
    ['the first (newest) match wins', [item(), flagged, { ...flagged, id: 'q', title: 'Older' }], {}, 'p'],
  ] as const)('%s → %s', (_name, items, overrides, expected) => {
    expect(previewCandidate([...items], { ...base, ...overrides })?.id ?? null).toBe(expected);
  });

  it('hasPreview ignores the overlay manager (it is what the manager is told)', () => {
    expect(hasPreview([flagged], { now: NOW, lastSeenAt: null, lastPreviewTitle: null, feedShows: true })).toBe(true);
    expect(hasPreview([item()], { now: NOW, lastSeenAt: null, lastPreviewTitle: null, feedShows: true })).toBe(false);
  });
});

describe('the previews shown on this device', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['victory', ['victory']],
    ['a.b,c_d-1', ['a.b', 'c_d-1']],
    ['ok,<script>,,-bad', ['ok']],
  ])('parseShownPreviews(%j) → %j', (raw, expected) => {
    expect(parseShownPreviews(raw)).toEqual(expected);
  });
  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'a', ['b', 'a']],
    [['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], '11', ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']],
  ])('withShownPreview(%j, %j) → %j', (shown, id, expected) => {
    expect(withShownPreview(shown, id)).toEqual(expected);
  });
});

describe('parseSeenState and mergeLastSeen', () => {
  it.each([
    [undefined, undefined, { lastSeenAt: null, lastPreviewTitle: null }],
    ['1763726400000', 'Wolves', { lastSeenAt: 1763726400000, lastPreviewTitle: 'Wolves' }],
    ['yesterday', '', { lastSeenAt: null, lastPreviewTitle: null }],
    ['-5', undefined, { lastSeenAt: null, lastPreviewTitle: null }],
    ['1e12', undefined, { lastSeenAt: null, lastPreviewTitle: null }],
  ])('%j, %j → %j', (seen, title, expected) => {
    expect(parseSeenState(seen, title)).toEqual(expected);
  });
  it.each([
    [null, null, null],
    [5, null, 5],
    [null, 7, 7],
    [5, 7, 7],
    [9, 7, 9],
  ])('cookie %j, account %j → %j', (cookie, account, expected) => {
    expect(mergeLastSeen(cookie, account)).toBe(expected);
  });
});

describe('feedLocale (the Learn & Act region cookie)', () => {
  it.each([
    [undefined, 'en', 'en'],
    ['FR', 'es', 'fr'],
    ['fr', 'en', 'fr'],
    ['fr-FR', 'es', 'fr'],
    ['INTL', 'es', 'es'],
    ['GB', 'fr', 'fr'],
    ['US', 'es', 'es'],
    ['es', 'en', 'es'],
    ['en-GB', 'fr', 'en'],
    ['de', 'fr', 'fr'],
    ['', 'es', 'es'],
  ] as const)('%j (page %s) → %s', (cookie, page, expected) => {
    expect(feedLocale(cookie, page)).toBe(expected);
  });
});

describe('chooseOverlay', () => {
  it.each([
    ['nothing registered', [], null],
    ['one module still initialising', [{ module: 'youMakeItHappen', hasNotification: undefined }], null],
    ['the only module has something', [{ module: 'youMakeItHappen', hasNotification: true }], 'youMakeItHappen'],
    ['the only module has nothing', [{ module: 'youMakeItHappen', hasNotification: false }], null],
    [
      'the lowest order wins',
      [
        { module: 'youMakeItHappen', hasNotification: true },
        { module: 'companion', hasNotification: true },
        { module: 'modal', hasNotification: false },
      ],
      'companion',
    ],
    [
      'a lower module still initialising holds everything back',
      [
        { module: 'youMakeItHappen', hasNotification: true },
        { module: 'modal', hasNotification: undefined },
      ],
      null,
    ],
    [
      'the modal first',
      [
        { module: 'modal', hasNotification: true },
        { module: 'companion', hasNotification: true },
      ],
      'modal',
    ],
  ] as const)('%s → %s', (_name, reports, expected) => {
    expect(chooseOverlay(reports.map((r) => ({ ...r })))).toBe(expected);
  });
});
