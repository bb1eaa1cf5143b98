import { describe, expect, it } from 'vitest';
import { type ExtensionTargetKind, extensionTarget, storeKindFor } from '../../server/redirects/extension-target.ts';
import { applicationsPageUrl } from '../../server/shared/app-links.ts';

/** Real user agents, as the browsers send them. */
const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.56',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  // Brave sends Chrome's exact user agent since 2020; older versions added a 'Brave' token.
  brave:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  braveOld:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_3) AppleWebKit/537.36 (KHTML, like Gecko) Brave Chrome/72.0.3626.121 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  libreWolf: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0 LibreWolf/127.0-1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  vivaldi:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Vivaldi/6.8.3381.44',
  epiphany:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 Epiphany/46.0',
  internetExplorer: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  curl: 'curl/8.5.0',
  wget: 'Wget/1.21.4',
  googlebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  // A phone brand whose name ends in 'bot': still a phone.
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  empty: '',
  blank: '   ',
} as const;

const STORES = {
  ios: 'https://apps.apple.com/app/karma/id1',
  android: 'https://play.google.com/store/apps/details?id=org.karma',
  edge: 'https://microsoftedge.microsoft.com/addons/detail/karma',
  firefox: 'https://addons.mozilla.org/firefox/addon/karma/',
  safari: 'https://apps.apple.com/app/karma-for-safari/id2',
  chrome: 'https://chromewebstore.google.com/detail/karma',
  apps: 'https://karma.example/apps',
};

const table: [keyof typeof USER_AGENTS, ExtensionTargetKind][] = [
  ['iphoneSafari', 'ios'],
  ['iphoneChrome', 'ios'],
  ['ipad', 'ios'],
  ['androidChrome', 'android'],
  ['androidTablet', 'android'],
  ['samsungInternet', 'android'],
  ['firefoxAndroid', 'android'],
  ['edgeAndroid', 'android'],
  ['windowsPhone', 'apps'],
  ['chromeWindows', 'chrome'],
  ['chromeMac', 'chrome'],
  ['chromeLinux', 'chrome'],
  ['chromeOs', 'chrome'],
  ['brave', 'chrome'],
  ['braveOld', 'chrome'],
  ['edgeWindows', 'edge'],
  ['edgeMac', 'edge'],
  ['edgeLegacy', 'edge'],
  ['firefoxWindows', 'firefox'],
  ['firefoxMac', 'firefox'],
  ['firefoxLinux', 'firefox'],
  ['libreWolf', 'firefox'],
  ['safariMac', 'safari'],
  ['opera', 'chrome'],
  ['vivaldi', 'chrome'],
  ['epiphany', 'apps'],
  ['internetExplorer', 'apps'],
  ['curl', 'apps'],
  ['wget', 'apps'],
  ['googlebot', 'apps'],
  ['googlebotSmartphone', 'apps'],
  ['bingbot', 'apps'],
  ['cubotPhone', 'android'],
  ['empty', 'apps'],
  ['blank', 'apps'],
];

describe('extensionTarget with every store configured', () => {
  it.each(table)('%s → %s', (name, kind) => {
    expect(extensionTarget(USER_AGENTS[name], STORES)).toEqual({ kind, url: STORES[kind] });
  });
});

describe('extensionTarget when the matching store is not configured', () => {
  it.each(table.filter(([, kind]) => kind !== 'apps'))('%s (%s) → the applications page', (name, kind) => {
    const { [kind]: _missing, ...others } = STORES;
    expect(storeKindFor(USER_AGENTS[name])).toBe(kind);
    expect(extensionTarget(USER_AGENTS[name], { ...others, apps: STORES.apps })).toEqual({
      kind: 'apps',
      url: STORES.apps,
    });
  });

  it('only the matching store counts: another configured store is not a fallback', () => {
    expect(extensionTarget(USER_AGENTS.firefoxWindows, { chrome: STORES.chrome, apps: '/apps' })).toEqual({
      kind: 'apps',
      url: '/apps',
    });
  });
});

describe('applicationsPageUrl', () => {
  it.each([
    [undefined, '/apps'],
    ['https://karma.example', 'https://karma.example/apps'],
    ['https://karma.example/', 'https://karma.example/apps'],
    ['https://www.karma.example/site', 'https://www.karma.example/site/apps'],
  ])('%s → %s', (showcaseBase, expected) => {
    expect(applicationsPageUrl(showcaseBase)).toBe(expected);
  });
});
