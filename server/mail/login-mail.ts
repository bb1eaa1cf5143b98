/**
 * The login mail's content in one language: subject, text part and HTML part. Pure: the mailer
 * (mailer.ts) validates the input and hands the result to a transport.
 */
import type { Locale } from '../shared/locale-choice.ts';
import { loginMailHtml } from './login-mail-html.ts';
import type { MailText } from './mail-texts.ts';

export interface LoginMailInput {
  /** The address the mail goes to; also shown in the body, so the reader knows which account. */
  to: string;
  locale: Locale;
  /** The absolute http(s) login link, token included. */
  link: string;
  /** The short code for a second device, shown as given (e.g. 123-456). */
  code: string;
  expiresInMinutes: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** `logo`: the inline logo part the HTML shows (mail-logo.ts); none when the mail carries none. */
export function renderLoginMail(
  input: LoginMailInput,
  text: MailText,
  logo?: { cid: string; alt: string; size: number },
): RenderedMail {
  const strings = {
    subject: text('login.subject'),
    heading: text('login.heading'),
    requested: text('login.requested', { email: input.to }),
    linkIntro: text('login.linkIntro'),
    button: text('login.button'),
    linkFallback: text('login.linkFallback'),
    codeIntro: text('login.codeIntro'),
    expiry: text('login.expiry', { count: input.expiresInMinutes }),
    ignore: text('login.ignore'),
    footer: text('login.footer'),
  };
  const plain = [
    strings.heading,
    '',
    strings.requested,
    '',
    strings.linkIntro,
    input.link,
    '',
    `${strings.codeIntro} ${input.code}`,
    '',
    strings.expiry,
    strings.ignore,
    '',
    // "-- " is the signature separator mail clients recognise and dim.
    '-- ',
    strings.footer,
    '',
  ].join('\n');
  return {
    subject: strings.subject,
    text: plain,
    html: loginMailHtml({ ...strings, lang: input.locale, link: input.link, code: input.code, logo }),
  };
}
