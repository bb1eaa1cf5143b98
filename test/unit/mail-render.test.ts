/** The login mail's content: each language, the link and code in both parts, escaping, no tracking. */
import { describe, expect, it } from 'vitest';
import { renderLoginMail } from '../../server/mail/login-mail.ts';
import { escapeHtml } from '../../server/mail/login-mail-html.ts';
import { createMailTexts } from '../../server/mail/mail-texts.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

const textsIn = createMailTexts();
const input = {
  to: 'ada@example.org',
  locale: 'en' as Locale,
  link: 'https://karma.test/auth/email/verify?token=abc123',
  code: '123-456',
  expiresInMinutes: 15,
};
const render = (overrides: Partial<typeof input> = {}) => {
  const mail = { ...input, ...overrides };
  return renderLoginMail(mail, textsIn(mail.locale));
};

describe('renderLoginMail', () => {
  const expected: Record<Locale, { subject: string; code: string; expiry: string; ignore: string }> = {
    en: {
      subject: 'Your Karma login link',
      code: 'On another device? Enter this code: 123-456',
      expiry: 'valid for 15 minutes and work only once',
      ignore: 'If you did not ask to log in, you can ignore this e-mail.',
    },
    fr: {
      subject: 'Votre lien de connexion à Karma',
      code: 'Sur un autre appareil ? Saisissez ce code : 123-456',
      expiry: 'valables 15 minutes et ne servent qu',
      ignore: 'vous pouvez ignorer cet e-mail',
    },
    es: {
      subject: 'Tu enlace para iniciar sesión en Karma',
      code: '¿En otro dispositivo? Introduce este código: 123-456',
      expiry: 'válidos durante 15 minutos y solo se pueden usar una vez',
      ignore: 'puedes ignorar este correo',
    },
  };
  for (const [locale, words] of Object.entries(expected) as [Locale, (typeof expected)['en']][]) {
    it(`speaks ${locale}: subject, code, validity, 'ignore it'`, () => {
      const mail = render({ locale });
      expect(mail.subject).toBe(words.subject);
      for (const phrase of [words.expiry, words.ignore]) {
        expect(mail.text).toContain(phrase);
        expect(mail.html).toContain(escapeHtml(phrase));
      }
      expect(mail.text).toContain(words.code);
      expect(mail.html).toContain(`${escapeHtml(words.code.replace(/ 123-456$/, ''))} <strong`);
      expect(mail.html).toMatch(new RegExp(`<html lang="${locale}">`));
    });
  }

  it('carries the link as a button and as visible text, and the code, in both parts', () => {
    const { text, html } = render();
    expect(text.split('\n')).toContain(input.link);
    expect(text).toContain('123-456');
    expect(html.match(/<a href="([^"]*)"/g)).toEqual([`<a href="${input.link}"`, `<a href="${input.link}"`]);
    expect(html).toContain(`>${input.link}</a>`);
    expect(html).toContain('>Log in to Karma</a>');
    expect(html).toContain('<strong style="font-family:Consolas,Menlo,Courier,monospace;');
    expect(html).toMatch(/>123-456<\/strong>/);
  });

  it('fills the validity from expiresInMinutes', () => {
    expect(render({ expiresInMinutes: 30 }).text).toContain('valid for 30 minutes');
  });

  it('escapes every value in the HTML and leaves the text part as typed', () => {
    const link = "https://karma.test/v?token=a\"><script>alert(1)</script>&b='c'";
    const to = '"<img src=x onerror=alert(1)>"@example.org';
    const { text, html } = render({ link, to, code: '<b>1</b>' });
    expect(html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/);
    expect(html).toContain(
      'href="https://karma.test/v?token=a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=&#39;c&#39;"',
    );
    expect(html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@example.org');
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(text).toContain(link);
    expect(text).toContain(to);
  });

  it('loads nothing and tracks nothing: no image, no style sheet, no script, no other link', () => {
    const { html } = render();
    expect(html).not.toMatch(/<img|<link|<script|<style|url\(|background-image|<iframe|<form/i);
    const urls = html.match(/https?:\/\/[^\s"<]+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set([input.link]));
  });

  it('shows the logo carried inside the mail, named, sized, and still loads nothing', () => {
    const { html } = renderLoginMail(input, textsIn('en'), { cid: 'logo@karma', alt: 'Karma', size: 48 });
    expect(html).toContain('<img src="cid:logo@karma" alt="Karma" width="48" height="48"');
    const sources = [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['cid:logo@karma']);
    expect(html).not.toMatch(/<link|<script|<style|url\(|background-image/i);
    const urls = html.match(/https?:\/\/[^\s"<]+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set([input.link]));
  });
});

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<p class="x">', '&lt;p class=&quot;x&quot;&gt;'],
    ["l'adresse", 'l&#39;adresse'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%s → %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});
