/**
 * The device and browser the companion adapts to (client/lib/companion-device.ts), from real
 * User-Agent strings.
 */
import { describe, expect, it } from 'vitest';
import { companionDevice } from '../../client/lib/companion-device.ts';
import type { CompanionDevice } from '../../client/lib/companion-rules.ts';

const CASES: [string, string, CompanionDevice][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { kind: 'desktop', browser: 'chrome', android: false },
  ],
  [
    'headless Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    { kind: 'desktop', browser: 'chrome', android: false },
  ],
  [
    'Brave naming itself',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_3) AppleWebKit/537.36 (KHTML, like Gecko) Brave Chrome/72.0.3626.121 Safari/537.36',
    { kind: 'desktop', browser: 'brave', android: false },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    { kind: 'desktop', browser: 'edge', android: false },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { kind: 'desktop', browser: 'safari', android: false },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    { kind: 'desktop', browser: 'firefox', android: false },
  ],
  [
    'LibreWolf (a Firefox fork)',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0 LibreWolf/127.0-1',
    { kind: 'desktop', browser: 'firefox', android: false },
  ],
  [
    'Opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
    { kind: 'desktop', browser: 'other', android: false },
  ],
  ['no User-Agent', '', { kind: 'desktop', browser: 'other', android: false }],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    { kind: 'mobile', browser: 'chrome', android: true },
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { kind: 'tablet', browser: 'chrome', android: true },
  ],
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    { kind: 'mobile', browser: 'firefox', android: true },
  ],
  [
    'Edge on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.56',
    { kind: 'mobile', browser: 'edge', android: true },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    { kind: 'mobile', browser: 'other', android: true },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { kind: 'mobile', browser: 'safari', android: false },
  ],
  [
    'Chrome on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    { kind: 'mobile', browser: 'chrome', android: false },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { kind: 'tablet', browser: 'safari', android: false },
  ],
];

describe('companionDevice', () => {
  it.each(CASES)('%s', (_name, userAgent, expected) => {
    expect(companionDevice(userAgent)).toEqual(expected);
  });
});
