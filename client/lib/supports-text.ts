/**
 * 'Your searches support A, B and C.': the counter modal's (and /counter's) sentence naming the
 * associations a visitor supports, listed the locale's way. The island fetches raw strings
 * (no i18next), so `{{names}}` is filled here.
 *
 *   supportsText('Your searches support {{names}}.', ['ASPAS', 'L214'], 'en')
 *   // → 'Your searches support ASPAS and L214.'
 */
export function supportsText(template: string, names: readonly string[], locale: string): string {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return template.replace(/\{\{\s*names\s*\}\}/g, list);
}
