/**
 * Plural forms for strings the islands fill themselves. An island that fetches a raw section of
 * locales/*.json (/strings/{locale}/counterModal.json) has no i18next, so it picks the form as
 * i18next does on the server: the CLDR category of the count (Intl.PluralRules: French counts 0
 * and 1 as singular), `key_<category>` falling back to `key_other`, then to the bare key (a text
 * without a count). `{{count}}` and `{{count, number}}` become the count written the local way
 * (1,000 / 1 000 / 12.345), as i18next's `number` format writes it.
 *
 *   countedText({ connected_one: '{{count, number}} search', connected_other: '…' }, 'connected', 1, 'en')
 *   // → '1 search'
 */

const COUNT_PLACEHOLDER = /\{\{\s*count\s*(?:,\s*number\s*)?\}\}/g;

export function countedText(
  forms: Readonly<Record<string, string>>,
  key: string,
  count: number,
  locale: string,
): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = forms[`${key}_${category}`] ?? forms[`${key}_other`] ?? forms[key] ?? '';
  return template.replace(COUNT_PLACEHOLDER, new Intl.NumberFormat(locale).format(count));
}
