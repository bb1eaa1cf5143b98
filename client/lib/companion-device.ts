/**
 * The device and browser the companion adapts to, from the User-Agent (ua-parser-js, as
 * server/redirects/extension-target.ts). Imported by the server only: the island gets the result
 * as a prop, so the parser's ~7 KB never reach a browser.
 *
 * - kind: ua-parser-js's device type; an Android or iOS device it does not know is a phone
 *   (Android without 'Mobile' in its User-Agent is a tablet, as Android itself says).
 * - browser: Brave says 'Brave' only in some builds (most send Chrome's exact User-Agent, so
 *   they count as Chrome: the Chrome Web Store serves both); Firefox and its forks by engine;
 *   Chrome on iOS (CriOS) is Chrome; every other browser is 'other'.
 */
import UAParser from 'ua-parser-js';
import type { BrowserName, CompanionDevice, DeviceKind } from './companion-rules.ts';

function browserOf(name: string | undefined, engine: string | undefined, userAgent: string): BrowserName {
  if (/\bBrave\b/.test(userAgent) || name === 'Brave') return 'brave';
  if (name === 'Edge') return 'edge';
  if (name?.includes('Firefox') || engine === 'Gecko') return 'firefox';
  if (name === 'Safari' || name === 'Mobile Safari') return 'safari';
  if (name === 'Chrome' || name === 'Chrome Headless' || name === 'Chrome WebView' || name === 'Chromium') {
    return 'chrome';
  }
  return 'other';
}

function kindOf(type: string | undefined, os: string | undefined, userAgent: string): DeviceKind {
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  if (os === 'Android') return /\bMobile\b/.test(userAgent) ? 'mobile' : 'tablet';
  if (os === 'iOS') return 'mobile';
  return 'desktop';
}

export function companionDevice(userAgent: string): CompanionDevice {
  const { browser, engine, os, device } = new UAParser(userAgent).getResult();
  return {
    kind: kindOf(device.type, os.name, userAgent),
    browser: browserOf(browser.name, engine.name, userAgent),
    android: os.name === 'Android',
  };
}
