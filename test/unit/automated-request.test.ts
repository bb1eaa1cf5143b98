/**
 * The one test behind "not billed" and "not counted as a search supported": isbot's maintained
 * list plus what it leaves out, the purpose headers of loads nobody asked for, and HEAD requests.
 */
import { describe, expect, it } from 'vitest';
import { automatedRequest, isAutomatedAgent } from '../../server/http/automated-request.ts';
import { AUTOMATED_AGENTS, BROWSER_UA, SPECULATIVE_HEADERS } from '../helpers/sponsored.ts';

const request = (method: string, headers: Record<string, string>) => ({
  method,
  get: (name: string) => headers[name.toLowerCase()],
});

describe('isAutomatedAgent', () => {
  it.each(AUTOMATED_AGENTS)('%s is automated', (agent) => {
    expect(isAutomatedAgent(agent)).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', true],
    ['Wget/1.21.4', true],
    ['python-requests/2.32.3', true],
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
    [BROWSER_UA, false],
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
    [`${BROWSER_UA} Edg/131.0.0.0`, false],
  ])('%j → %s', (agent, expected) => {
    expect(isAutomatedAgent(agent)).toBe(expected);
  });
});

describe('automatedRequest', () => {
  it.each(SPECULATIVE_HEADERS)('%s: %s is a prefetch', (name, value) => {
    expect(automatedRequest(request('GET', { 'user-agent': BROWSER_UA, [name.toLowerCase()]: value }))).toBe(
      'prefetch',
    );
  });

  it.each([
    ['a browser following a link', 'GET', { 'user-agent': BROWSER_UA }, undefined],
    ['a browser posting a form', 'POST', { 'user-agent': BROWSER_UA }, undefined],
    ['a link checker’s HEAD', 'HEAD', { 'user-agent': BROWSER_UA }, 'prefetch'],
    ['curl', 'GET', { 'user-agent': 'curl/8.0' }, 'crawler'],
    ['no agent', 'GET', {}, 'crawler'],
  ] as const)('%s → %s', (_label, method, headers, expected) => {
    expect(automatedRequest(request(method, headers))).toBe(expected);
  });
});
