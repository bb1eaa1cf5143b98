/**
 * i18next with the bundled en/fr/es resources. The locale is chosen by our own rules
 * (locale-choice.ts) and handed to i18next-http-middleware through `req.lng`.
 *
 * A string holding a count is a plural key: `title_one`, `title_other` (and `title_many` in French
 * and Spanish: "1 000 000 de recherches"), picked by `t('counter.title', { count })` with the
 * language's CLDR rules (i18next's JSON v4 and Intl.PluralRules: French counts 0 as singular).
 * `{{count, number}}` writes it the local way: 1,000 / 1 000 / 12.345.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../shared/locale-choice.ts';
import { resources } from '../shared/locale-resources.ts';

export type { TFunction };

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.init({
    resources: {
      en: { translation: resources.en },
      fr: { translation: resources.fr },
      es: { translation: resources.es },
    },
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    // React escapes text; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
