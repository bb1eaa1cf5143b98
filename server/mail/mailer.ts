/**
 * The mailer: renders the login mail in the reader's language and hands it to SMTP (SMTP_URL),
 * or, outside production, to the development outbox. The composition root creates one per server.
 *
 *   const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom,
 *     dataDir: config.dataDir, env: config.env, logger });
 *   await mailer.sendLoginMail({ to, locale, link, code: '123-456', expiresInMinutes: 15 });
 *
 * Logs never hold the address, the link or the code: only which transport took the mail and,
 * for the outbox, the file's path.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { LOCALES } from '../shared/locale-choice.ts';
import { type LoginMailInput, renderLoginMail } from './login-mail.ts';
import { MAIL_LOGO, mailLogoAttachment } from './mail-logo.ts';
import { createMailTexts } from './mail-texts.ts';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from './transports.ts';

export type { LoginMailInput };

export const DEFAULT_MAIL_FROM = 'Karma <no-reply@localhost>';

export interface MailerOptions {
  /** smtp:// or smtps:// URL, credentials included; unset means the development outbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Karma <no-reply@karma.example>`; defaults to DEFAULT_MAIL_FROM. */
  from?: string | undefined;
  /** The outbox is DATA_DIR/outbox/. */
  dataDir: string;
  env: 'development' | 'production' | 'test';
  logger: Logger;
  /** Time the SMTP server has to accept the connection and to greet; default 10 s. */
  timeoutMs?: number | undefined;
  /** The PNG the login mail carries as its logo (public/icon-96.png); unset: no logo. */
  logoFile?: string | undefined;
}

export interface ContactMessage {
  /** The team's address (CONTACT_EMAIL). */
  to: string;
  /** The visitor's address, when they gave one, so the team can answer. */
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  sendLoginMail(input: LoginMailInput): Promise<void>;
  /** A message from the contact form, as plain text. */
  sendContactMessage(message: ContactMessage): Promise<void>;
  close(): Promise<void>;
}

// The address is also checked by the login route; this guards the header and the HTML anyway.
const loginMailInput = z.object({
  to: z
    .string()
    .min(3)
    .max(320)
    .regex(/^[^\s<>]+@[^\s<>]+$/, 'must be a bare e-mail address'),
  locale: z.enum(LOCALES),
  link: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
  code: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'must be letters, digits and dashes'),
  expiresInMinutes: z.number().int().positive(),
});

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, dataDir, env, logger, timeoutMs = 10_000 } = options;
  if (!smtpUrl && env === 'production') {
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production: without it login mails would be written to ' +
        'DATA_DIR/outbox/ instead of being delivered',
    );
  }
  if (smtpUrl && !/^smtps?:\/\/[^/?#]+/i.test(smtpUrl)) {
    // Never echo the URL: it may carry the SMTP password.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const from = parseSender(options.from ?? DEFAULT_MAIL_FROM);
  const transport: MailTransport = smtpUrl
    ? createSmtpTransport(smtpUrl, timeoutMs, logger)
    : createOutboxTransport(dataDir, logger);
  const textsIn = createMailTexts();
  const logo = mailLogoAttachment(options.logoFile, logger);

  return {
    async sendLoginMail(input) {
      const parsed = loginMailInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new TypeError(`sendLoginMail: ${String(issue?.path[0])} ${issue?.message ?? 'is invalid'}`);
      }
      const mail = renderLoginMail(parsed.data, textsIn(parsed.data.locale), logo && MAIL_LOGO);
      const message = {
        from,
        // An address object, not a string: nodemailer then never reads a display name into it.
        to: { name: '', address: parsed.data.to },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(logo ? { attachments: [logo] } : {}),
        // Quoted-printable keeps the .eml readable and the link whole for a human or a test.
        textEncoding: 'quoted-printable' as const,
        headers: {
          // RFC 3834: a machine wrote this; vacation responders and auto-replies stay silent.
          'Auto-Submitted': 'auto-generated',
          // The same request in the dialect of Exchange and Outlook.
          'X-Auto-Response-Suppress': 'All',
          'Content-Language': parsed.data.locale,
        },
      };
      await transport.deliver(message, 'login mail');
    },
    async sendContactMessage(message) {
      await transport.deliver(
        {
          from,
          to: { name: '', address: message.to },
          ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
          subject: message.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
          text: message.text,
          textEncoding: 'quoted-printable' as const,
          headers: { 'Auto-Submitted': 'auto-generated' },
        },
        'contact message',
      );
    },
    async close() {
      transport.close();
    },
  };
}

/** MAIL_FROM as one address object; a value that is not exactly one address stops the boot. */
function parseSender(value: string): { name: string; address: string } {
  const parsed = addressparser(value);
  const first = parsed[0];
  if (parsed.length !== 1 || !first || !('address' in first) || !first.address?.includes('@')) {
    throw new Error('MAIL_FROM must be one e-mail address, e.g. "Karma <no-reply@karma.example>"');
  }
  return { name: first.name ?? '', address: first.address };
}
