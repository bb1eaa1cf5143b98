import { describe, expect, it } from 'vitest';
import { safeAnyHostTarget, safeExternalTarget } from '../../server/redirects/safe-redirect.ts';
import { BANG_HOSTS } from '../../server/shared/bangs.ts';
import { OUTBOUND_SERVICES } from '../../server/shared/outbound-links.ts';

const HOSTS: ReadonlySet<string> = new Set(['en.wikipedia.org', 'duckduckgo.com']);

describe('safeExternalTarget keeps https URLs on an allow-listed host', () => {
  it.each([
    'https://en.wikipedia.org/',
    'https://en.wikipedia.org/w/index.php?search=red%20fox&title=Special:Search',
    'https://duckduckgo.com/?q=a%2Fb%20c%3Fd%23e',
    'https://duckduckgo.com/?q=caf%C3%A9#results',
    'https://en.wikipedia.org:443/wiki/Fox',
  ])('%s', (value) => {
    expect(safeExternalTarget(value, HOSTS)).toBe(value);
  });

  it('accepts every target the bang table builds, in every language and vertical', () => {
    for (const entry of OUTBOUND_SERVICES) {
      for (const locale of ['en', 'fr', 'es'] as const) {
        for (const vertical of ['web', 'images', 'news', 'videos'] as const) {
          for (const query of ['fox', '', 'a/b c?d#e', 'x@y\\z "q" <b>']) {
            const target = entry.href({ query, vertical, locale });
            expect(safeExternalTarget(target, BANG_HOSTS)).toBe(target);
          }
        }
      }
    }
  });

  it('accepts http only when asked to, for an operator-configured http target', () => {
    expect(safeExternalTarget('http://duckduckgo.com/?q=x', HOSTS)).toBeUndefined();
    expect(safeExternalTarget('http://duckduckgo.com/?q=x', HOSTS, { allowHttp: true })).toBe(
      'http://duckduckgo.com/?q=x',
    );
  });
});

describe('safeExternalTarget refuses anything that could lead elsewhere', () => {
  it.each([
    ['another host', 'https://evil.example/'],
    ['an allowed host as a prefix of another', 'https://en.wikipedia.org.evil.example/'],
    ['an allowed host as a suffix of another', 'https://evilen.wikipedia.org/'],
    ['an allowed host with a trailing dot', 'https://en.wikipedia.org./'],
    ['another port', 'https://en.wikipedia.org:8443/'],
    ['plain http', 'http://en.wikipedia.org/'],
    ['upper-case scheme', 'HTTPS://en.wikipedia.org/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL naming the host', 'javascript://en.wikipedia.org/%0aalert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/'],
    ['protocol-relative to an allowed host', '//en.wikipedia.org/'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a same-site path', '/search?q=fox'],
    ['not a URL', 'not a url'],
    ['the allowed host as userinfo', 'https://en.wikipedia.org@evil.example/'],
    ['credentials before the allowed host', 'https://user:pass@en.wikipedia.org/'],
    ['another host as userinfo', 'https://evil.example@en.wikipedia.org/'],
    ['an empty userinfo', 'https://@en.wikipedia.org/'],
    ['an encoded @ in the userinfo', 'https://en.wikipedia.org%40evil.example@duckduckgo.com/'],
    ['a backslash authority', 'https:\\\\evil.example'],
    ['a backslash after the host', 'https://en.wikipedia.org\\@evil.example/'],
    ['a backslash before the host', 'https://evil.example\\en.wikipedia.org/'],
    ['CR/LF in the path (header splitting)', 'https://en.wikipedia.org/\r\nSet-Cookie: a=b'],
    ['a lone LF', 'https://en.wikipedia.org/\nx'],
    ['a tab in the host (browsers drop it)', 'https://en.wiki\tpedia.org/'],
    ['a space', 'https://en.wikipedia.org/ x'],
    ['a NUL', 'https://en.wikipedia.org/\u0000'],
    ['a leading space', ' https://en.wikipedia.org/'],
    ['an empty string', ''],
    ['a very long URL', `https://en.wikipedia.org/?q=${'a'.repeat(8000)}`],
  ])('%s', (_label, value) => {
    expect(safeExternalTarget(value, HOSTS)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [['https://en.wikipedia.org/']], [new URL('https://en.wikipedia.org/')]])(
    'a non-string (%j)',
    (value) => {
      expect(safeExternalTarget(value, HOSTS)).toBeUndefined();
    },
  );

  // Moved from the bang table's own check (test/unit/bangs.test.ts) with the code it tested.
  it.each([
    'http://en.wikipedia.org/',
    'https://evil.example/',
    'https://en.wikipedia.org.evil.example/',
    'https://user:pass@en.wikipedia.org/',
    'https://en.wikipedia.org/\r\nSet-Cookie: a=b',
    'javascript:alert(1)',
    '//en.wikipedia.org/',
    '/search?q=fox',
    'not a url',
  ])('refuses %s as a bang target', (url) => {
    expect(safeExternalTarget(url, BANG_HOSTS)).toBeUndefined();
  });

  it('refuses everything with an empty allow-list', () => {
    expect(safeExternalTarget('https://en.wikipedia.org/', new Set())).toBeUndefined();
  });
});

describe('safeAnyHostTarget: any host, the same form checks (signed /out links, sponsored targets, store pages)', () => {
  it.each([
    'https://shop.example/kayak?ref=1',
    'https://xn--caf-dma.example/menu#today',
    'https://shop.example:8443/a%20b',
  ])('keeps %s', (value) => {
    expect(safeAnyHostTarget(value)).toBe(value);
  });

  it.each([
    ['plain http unless asked', 'http://shop.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/'],
    ['userinfo hiding the host', 'https://karma.example@evil.example/'],
    ['a backslash', 'https://shop.example\\@evil.example/'],
    ['CR/LF', 'https://shop.example/\r\nSet-Cookie: a=b'],
    ['a tab', 'https://shop.example/\t/x'],
    ['a leading space', ' https://shop.example/'],
    ['not a string', 42],
    ['longer than the limit', `https://shop.example/${'a'.repeat(100)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeAnyHostTarget(value, { maxLength: 100 })).toBeUndefined();
  });

  it('accepts http when the caller says the target may be http', () => {
    expect(safeAnyHostTarget('http://shop.example/', { allowHttp: true })).toBe('http://shop.example/');
  });
});
