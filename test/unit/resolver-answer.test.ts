/** The link resolver's answers: only a clean monetised https link is used; anything else is the plain link. */
import { describe, expect, it } from 'vitest';
import { MAX_MONETISED_URL_CHARS, readResolverAnswer } from '../../server/sponsors/resolver-answer.ts';

const LINK = 'https://go.partner.example/click?m=shop&to=https%3A%2F%2Fshop.example%2F';
const body = (value: unknown) => JSON.stringify(value);

describe('readResolverAnswer', () => {
  it.each([
    ['200 with an https link', 200, body({ url: LINK }), { kind: 'monetised', url: LINK }],
    ['extra fields are ignored', 200, body({ url: LINK, ttl: 60 }), { kind: 'monetised', url: LINK }],
    [
      'the link is normalized (host lowercased, non-ASCII escaped)',
      200,
      body({ url: 'https://GO.partner.example/é' }),
      { kind: 'monetised', url: 'https://go.partner.example/%C3%A9' },
    ],
    ['204: a merchant it does not know', 204, '', { kind: 'unknown' }],
    ['404: a merchant it does not know', 404, '', { kind: 'unknown' }],
    ['500', 500, '<html>', { kind: 'http-error', status: 500 }],
    ['429', 429, '', { kind: 'http-error', status: 429 }],
    ['401', 401, '', { kind: 'http-error', status: 401 }],
    ['302 (redirects are not followed)', 302, '', { kind: 'http-error', status: 302 }],
    ['malformed JSON', 200, '{"url": "https://go.partner.exa', { kind: 'invalid' }],
    ['an empty body', 200, '', { kind: 'invalid' }],
    ['an http link', 200, body({ url: 'http://go.partner.example/click' }), { kind: 'invalid' }],
    ['a javascript: link', 200, body({ url: 'javascript:alert(1)' }), { kind: 'invalid' }],
    ['a data: link', 200, body({ url: 'data:text/html,<script>' }), { kind: 'invalid' }],
    ['a relative link', 200, body({ url: '/click?m=shop' }), { kind: 'invalid' }],
    ['a link with credentials', 200, body({ url: 'https://karma.example@evil.example/' }), { kind: 'invalid' }],
    ['an address instead of a host name', 200, body({ url: 'https://127.0.0.1/click' }), { kind: 'invalid' }],
    ['localhost', 200, body({ url: 'https://localhost/click' }), { kind: 'invalid' }],
    [
      `a link over ${MAX_MONETISED_URL_CHARS} characters`,
      200,
      body({ url: `https://go.partner.example/${'a'.repeat(MAX_MONETISED_URL_CHARS)}` }),
      { kind: 'invalid' },
    ],
    ['url is not a string', 200, body({ url: 42 }), { kind: 'invalid' }],
    ['url is null', 200, body({ url: null }), { kind: 'invalid' }],
    ['no url field', 200, body({ link: LINK }), { kind: 'invalid' }],
    ['a bare string', 200, body(LINK), { kind: 'invalid' }],
    ['an array', 200, body([LINK]), { kind: 'invalid' }],
    ['a huge body', 200, `{"url": "${LINK}", "pad": "${'x'.repeat(20_000)}"}`, { kind: 'invalid' }],
  ])('%s', (_label, status, text, expected) => {
    expect(readResolverAnswer(status, text)).toEqual(expected);
  });

  it('a link of exactly the limit is accepted', () => {
    const prefix = 'https://go.partner.example/';
    const url = prefix + 'a'.repeat(MAX_MONETISED_URL_CHARS - prefix.length);
    expect(readResolverAnswer(200, body({ url }))).toEqual({ kind: 'monetised', url });
  });
});
