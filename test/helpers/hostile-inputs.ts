/**
 * fast-check arbitraries for hostile input: query strings, cookies and request bodies as a
 * scraper, a broken client or an attacker sends them. Values are already in wire form (what
 * travels in the request line, the Cookie header or the body), so invalid percent-encodings
 * (`%FF`, a lone `%`) reach the server as they are.
 */
import fc from 'fast-check';

/** Raw, already-encoded values that have broken parsers before. */
export const HOSTILE_WIRE_VALUES = [
  '%C3%28', // invalid UTF-8 sequence
  '%FF',
  '%',
  '%%',
  '%E0%A4%A',
  '%00',
  '%0D%0Aset-cookie:%20x=1',
  '%1F%7F',
  '%EF%BB%BF', // BOM
  encodeURIComponent('\u202Eevil\u202C'), // RTL override
  encodeURIComponent('مرحبا بالعالم'),
  encodeURIComponent('🦊🐺'.repeat(200)),
  encodeURIComponent('a\u0000b'),
  '-1',
  '0',
  '-99999999999999999999',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '__proto__',
  'constructor',
  'toString',
  '[]',
  'j:{}',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('javascript:alert(1)'),
  encodeURIComponent('//evil.example/'),
  encodeURIComponent('../../../etc/passwd'),
  'x'.repeat(2_000),
];

/** Query-string keys the routes read, and a few they do not. */
const KEYS = [
  ...`q p page t tab safe freshness size aspect type colour licence resolution length url u sig s id token code email lang locale region country next return returnTo redirect from status before limit offset cursor count __proto__ constructor safeSearch personalized learnActRegion searchRegion associations serviceProvider colorMode mode value action provider consent message name subject lastSeenNotificationDatetime`.split(
    /\s+/,
  ),
  '',
];

/** Any text, percent-encoded as a browser would send it (control characters, astral planes…). */
const encodedText = fc.string({ unit: 'binary', maxLength: 80 }).map(encodeURIComponent);

export const wireValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_WIRE_VALUES) },
  { weight: 2, arbitrary: encodedText },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x21-\x7e]/g, '%')) },
);

const pair = fc.tuple(fc.oneof(fc.constantFrom(...KEYS), encodedText), wireValue);

/** `?a=b&a=c&…`: repeated keys (arrays), empty keys, bare keys without `=`. */
export const queryString = fc
  .array(
    fc.oneof(
      pair.map(([k, v]) => `${k}=${v}`),
      pair.map(([k, v]) => `${k}=${v}&${k}=${v}`),
      fc.constantFrom(...KEYS).map((k) => k),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => `?${parts.join('&')}`);

/** A cookie value as it travels: planted by another site, an extension or a broken client. */
export const cookieValue = fc.oneof(
  fc.constantFrom(
    'j:[1]',
    'j:{}',
    'j:null',
    'j:"x"',
    'j:{',
    'j:%7B%22__proto__%22%3A%7B%22admin%22%3Atrue%7D%7D',
    's:abc.def',
    '%FF',
    '%',
    '%C3%28',
    '%00%0D%0A',
    '"quoted"',
    'A'.repeat(3000),
  ),
  fc.jsonValue({ maxDepth: 3 }).map((v) => `j:${encodeURIComponent(JSON.stringify(v) ?? 'null')}`),
  encodedText,
);

/** JSON objects with the fields the APIs read, holding values of every wrong type. */
const SETTING_FIELDS = [
  'safeSearch',
  'personalized',
  'locale',
  'learnActRegion',
  'searchRegion',
  'associations',
  'serviceProvider',
  'colorMode',
  'lastSeenNotificationDatetime',
  '__proto__',
];
export const fieldsJson = fc
  .dictionary(
    fc.constantFrom(...SETTING_FIELDS),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('INTL', 'fr', 'ASPAS', '2026-01-01T00:00:00Z')),
  )
  .map((object) => JSON.stringify(object));

/** Content types a broken client sends, including charsets body-parser does not support. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=koi8-r',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  '',
  ';;;',
);

/** Bodies: malformed JSON, broken forms, deep nesting, prototype keys and oversize payloads. */
export const body = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,',
    'null',
    '"x"',
    '{"__proto__":{"polluted":1}}',
    '{"settings":{"associations":"%FF"}}',
    '['.repeat(5000),
    'email=%FF',
    'email=%',
    'email=%C3%28&email=x@example.org',
    'email=a@b.c&email=d@e.f',
    'code=99999999999999999999&email=',
    'value=__proto__',
    'mode=%00',
    'action=save&provider=%FF',
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
    `q=${'x'.repeat(100_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? ''),
  fieldsJson,
  fc
    .array(
      pair.map(([k, v]) => `${k}=${v}`),
      { maxLength: 5 },
    )
    .map((parts) => parts.join('&')),
);

/** Request headers the app reads besides cookies, as a broken or hostile client sends them. */
export const otherHeaders = fc.record(
  {
    'accept-language': fc.constantFrom(
      '*',
      'xx;q=abc',
      'fr;q=2',
      ',,,',
      ';q=0.5',
      'en-US,en;q=0.9,'.repeat(300),
      'zh-Hant-TW-x-private',
      'é',
    ),
    referer: fc.constantFrom('http://karma.test/%FF', 'not a url', 'javascript:alert(1)', ''),
    accept: fc.constantFrom('application/json', 'text/html;q=abc', '*/*', 'image/webp,*/*;q=0'),
    'x-forwarded-for': fc.constantFrom('not-an-ip', '::1, 10.0.0.1', '999.1.1.1', ''),
  },
  { requiredKeys: [] },
);
