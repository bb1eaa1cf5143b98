import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../server/redirects/safe-redirect.ts';

describe('safeRedirectTarget keeps same-site paths', () => {
  it.each([
    '/',
    '/search?q=x',
    '/search?q=snow%20leopard&p=2',
    '/fr/cookies',
    '/partners/aspas#about',
    '/search?q=a%2F%2Fb',
    '/search?q=a\\b',
    '/a%2Fb',
    '/caf%C3%A9',
    '/javascript:alert(1)',
  ])('%s', (value) => {
    expect(safeRedirectTarget(value)).toBe(value);
  });
});

describe('safeRedirectTarget refuses anything that could leave the site', () => {
  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/phish'],
    ['a double slash after a prefix', '/fr//evil.example/phish'],
    ['a backslash (browsers read it as /)', '/\\evil.example'],
    ['a backslash later in the path', '/es/\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['an encoded slash then a slash', '/%2F/evil'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['a tab (browsers drop it)', '/\t/evil'],
    ['a newline', '/\n/evil'],
    ['a carriage return in the query', '/search?q=a\r\nSet-Cookie:x=1'],
    ['a NUL', '/a\u0000b'],
    ['an encoded tab', '/%09/evil'],
    ['the literal two characters \\t', '/\\t/evil'],
    ['an absolute URL', 'https://evil'],
    ['an absolute URL with a path', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'evil.example'],
    ['an empty string', ''],
    ['a malformed escape', '/%E0%A4%A'],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('%s', (_label, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it.each([[undefined], [null], [42], [['/a', '/b']], [{ toString: () => '/x' }]])('a non-string (%j)', (value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it('answers the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/settings')).toBe('/settings');
    expect(safeRedirectTarget('/cookies', '/settings')).toBe('/cookies');
  });
});
