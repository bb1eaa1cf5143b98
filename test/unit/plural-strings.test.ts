/**
 * Strings holding a number agree with it, by each language's CLDR plural rules, through the
 * paths the site renders them with: the pages' translator (server/i18n/page-translator.ts), the
 * islands' own picker for fetched strings (client/lib/counted-text.ts) and the mail's texts.
 * French counts 0 and 1 as singular, English and Spanish only 1; a million takes "de" in French
 * and Spanish. Numbers keep their local grouping (1,000 / 1 000 / 12.345).
 */
import { describe, expect, it } from 'vitest';
import { countedText } from '../../client/lib/counted-text.ts';
import { createI18n } from '../../server/i18n/i18n.ts';
import { pageTranslator } from '../../server/i18n/page-translator.ts';
import { createMailTexts } from '../../server/mail/mail-texts.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { loadLeaves } from '../helpers/locale-files.ts';

type Lang = 'en' | 'fr' | 'es';
const LANGS: Lang[] = ['en', 'fr', 'es'];
const COUNTS = [0, 1, 2, 1000, 12345, 1_000_000];

/** The noun phrase that must follow the number, per language and count. */
const SEARCHES: Record<Lang, (n: number) => string> = {
  en: (n) => (n === 1 ? 'search' : 'searches'),
  fr: (n) => (n < 2 ? 'recherche' : n === 1_000_000 ? 'de recherches' : 'recherches'),
  es: (n) => (n === 1 ? 'búsqueda' : n === 1_000_000 ? 'de búsquedas' : 'búsquedas'),
};
const MINUTES: Record<Lang, (n: number) => string> = {
  en: (n) => (n === 1 ? 'minute' : 'minutes'),
  fr: (n) => (n < 2 ? 'minute' : n === 1_000_000 ? 'de minutes' : 'minutes'),
  es: (n) => (n === 1 ? 'minuto' : n === 1_000_000 ? 'de minutos' : 'minutos'),
};

/** Every page string counting searches, as the views call it (`t(key, { count })`). */
const COUNTED_PAGE_KEYS = [
  'counter.title',
  'counterModal.texts.connected',
  'counterModal.texts.new-connection',
  'counterModal.texts.disconnected',
  'companion.modalExtensionClosed.title',
  'companion.modalInstalledClosed.title',
  'companion.toastAndroidClosed.text',
];

const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang).format(n);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` says "<n> <noun>" as whole words: "1 search" does not match inside "11 searches". */
function expectSays(text: string, lang: Lang, n: number, noun: string) {
  const phrase = `${number(lang, n)} ${noun}`;
  expect(text, `${lang} ${n}`).toMatch(new RegExp(`(?<![\\d\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'u'));
}

describe('counted strings through the pages’ translator', () => {
  const i18n = createI18n();
  it('the header counter reads naturally in each language', () => {
    const say = (lang: Lang, count: number) => pageTranslator(i18n, lang)('counter.title', { count });
    expect([0, 1, 2, 1000].map((n) => say('en', n))).toEqual([
      '0 searches with Karma',
      '1 search with Karma',
      '2 searches with Karma',
      '1,000 searches with Karma',
    ]);
    expect([0, 1, 2, 1000].map((n) => say('fr', n))).toEqual([
      '0 recherche avec Karma',
      '1 recherche avec Karma',
      '2 recherches avec Karma',
      '1\u202f000 recherches avec Karma',
    ]);
    expect([0, 1, 2, 12345].map((n) => say('es', n))).toEqual([
      '0 búsquedas con Karma',
      '1 búsqueda con Karma',
      '2 búsquedas con Karma',
      '12.345 búsquedas con Karma',
    ]);
  });

  for (const lang of LANGS) {
    it(`${lang}: every string counting searches agrees with 0, 1, 2, 1000, 12345 and a million`, () => {
      const t = pageTranslator(i18n, lang);
      for (const key of COUNTED_PAGE_KEYS) {
        for (const n of COUNTS) expectSays(t(key, { count: n }), lang, n, SEARCHES[lang](n));
      }
    });
  }
});

describe('counted strings the islands fill themselves', () => {
  for (const lang of LANGS) {
    it(`${lang}: the counter modal's texts pick the same forms as the server`, () => {
      const { texts } = resources[lang].counterModal;
      for (const kind of ['connected', 'new-connection', 'disconnected']) {
        for (const n of COUNTS) expectSays(countedText(texts, kind, n, lang), lang, n, SEARCHES[lang](n));
      }
      expect(countedText(texts, 'login-failed', 1, lang)).toBe(texts['login-failed']);
    });
  }
});

describe('counted strings in the login mail', () => {
  const texts = createMailTexts();
  for (const lang of LANGS) {
    it(`${lang}: the link's lifetime in minutes`, () => {
      for (const n of COUNTS) expectSays(texts(lang)('login.expiry', { count: n }), lang, n, MINUTES[lang](n));
    });
  }
});

/**
 * Placeholders that hold a number but count nothing a noun must agree with: "Page 3",
 * "Error 404", "Step 1 of 2", "Rated 4.5 out of 5". Any other number must be `count`, in a
 * plural key: a new `{{minutes}}` or `{{results}}` fails here.
 */
const NUMBERS_THAT_COUNT_NOTHING = ['page', 'status', 'step', 'total', 'rating', 'amount'];
const TEXT_PLACEHOLDERS = [
  ...['query', 'engines', 'duration', 'site', 'email', 'url', 'name', 'engine', 'author'],
  // The transparency page and the associations a visitor supports.
  ...['names', 'region', 'month', 'currency', 'others'],
  // The query operators applied to a search, as a list of words.
  'list',
  // The transparency page's statements and payouts: a share already formatted as a percentage,
  // a formatted date and a bank transfer's reference.
  ...['percent', 'date', 'reference'],
  // Where a result comes from: a source's name, an image's licence and creator, a video's channel.
  ...['source', 'sources', 'licence', 'creator', 'channel'],
  // The site a site rule names.
  'host',
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] as string);

describe.each(['locales', 'locales/mail'])('plural keys in %s', (dir) => {
  for (const lang of LANGS) {
    const strings = loadLeaves(`${dir}/${lang}.json`);
    it(`${lang}: no bare key holds a count, and no other placeholder holds a number`, () => {
      for (const [key, text] of strings) {
        for (const name of placeholders(text)) {
          if (name === 'count') expect(key, `${lang} ${key}`).toMatch(PLURAL_SUFFIX);
          else expect([...NUMBERS_THAT_COUNT_NOTHING, ...TEXT_PLACEHOLDERS], `${lang} ${key}`).toContain(name);
        }
      }
    });

    it(`${lang}: each plural key has exactly the forms of ${lang}'s plural rules, each showing the count`, () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      const forms = new Map<string, string[]>();
      for (const [key, text] of strings) {
        const suffix = PLURAL_SUFFIX.exec(key)?.[1];
        if (!suffix) continue;
        const base = key.slice(0, -suffix.length - 1);
        forms.set(base, [...(forms.get(base) ?? []), suffix]);
        expect(placeholders(text), `${lang} ${key}`).toContain('count');
      }
      if (dir === 'locales') expect([...forms.keys()]).toEqual(expect.arrayContaining(COUNTED_PAGE_KEYS));
      for (const [base, found] of forms) expect(found.sort(), `${lang} ${base}`).toEqual(categories);
    });
  }
});
