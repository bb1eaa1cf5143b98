/** Crawler and script user agents are told apart from browsers (their clicks are not billed). */
import { describe, expect, it } from 'vitest';
import { isCrawler } from '../../server/sponsors/bots.ts';

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      true,
    ],
    ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', true],
    ['curl/8.5.0', true],
    ['Wget/1.21.4', true],
    ['python-requests/2.32.3', true],
    ['Python-urllib/3.12', true],
    ['Go-http-client/1.1', true],
    ['okhttp/4.12.0', true],
    ['node-fetch/1.0 (+https://github.com/bitinn/node-fetch)', true],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      true,
    ],
    ['', true],
    ['   ', true],
    [undefined, true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', false],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      false,
    ],
  ])('%j → %s', (ua, expected) => {
    expect(isCrawler(ua)).toBe(expected);
  });
});
