/**
 * The mail strings: the i18next namespace 'mail' (locales/mail/{en,fr,es}.json) in an instance of
 * its own. Mail is rendered outside any request, and its HTML is escaped by the renderer
 * (login-mail-html.ts), so it does not share the page instance, whose settings suit React.
 */
import i18next from 'i18next';
import en from '../../locales/mail/en.json' with { type: 'json' };
import es from '../../locales/mail/es.json' with { type: 'json' };
import fr from '../../locales/mail/fr.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale-choice.ts';

export const MAIL_NAMESPACE = 'mail';

/** The resources, should the page instance ever take the namespace: `{ en: { mail: en.mail } }`. */
export const mailResources = { en: { mail: en }, fr: { mail: fr }, es: { mail: es } };

/** A plural key's base: i18next picks `expiry_one` or `expiry_other` for `expiry` from `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every key of the login mail, checked by the compiler against the English file. */
export type MailKey = `login.${PluralBase<keyof typeof en.login>}`;

/** Looks up one string in one language, with `{{name}}` values filled in, unescaped. */
export type MailText = (key: MailKey, values?: Record<string, string | number>) => string;

export function createMailTexts(): (locale: Locale) => MailText {
  const instance = i18next.createInstance();
  instance.init({
    resources: mailResources,
    ns: [MAIL_NAMESPACE],
    defaultNS: MAIL_NAMESPACE,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    // The strings come out as plain text: the text part needs them raw, and the HTML renderer
    // escapes each whole string, value included. Escaping here too would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return (locale) => {
    const translate = instance.getFixedT(locale, MAIL_NAMESPACE);
    return (key, values) => String(translate(key, values ?? {}));
  };
}
