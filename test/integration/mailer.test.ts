/**
 * The mailer end to end: through a real SMTP server on loopback (test/helpers/smtp.ts) in every
 * language, with that server down or refusing, and through the development outbox on disk.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { MailDeliveryError } from '../../server/mail/delivery-error.ts';
import { createMailer, type LoginMailInput, type MailerOptions } from '../../server/mail/mailer.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const login = (overrides: Partial<LoginMailInput> = {}): LoginMailInput => ({
  to: 'ada@example.org',
  locale: 'en',
  link: 'https://karma.test/auth/email/verify?token=Zm9vYmFyYmF6cXV4',
  code: '482-915',
  expiresInMinutes: 15,
  ...overrides,
});

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'karma-mailer-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('mailer over SMTP', () => {
  let smtp: TestSmtpServer;
  const log = capturedLogger();
  let options: MailerOptions;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    options = { smtpUrl: smtp.url, from: 'Karma <login@karma.test>', dataDir, env: 'production', logger: log.logger };
  });
  afterAll(() => smtp.close());

  const subjects: Record<Locale, string> = {
    en: 'Your Karma login link',
    fr: 'Votre lien de connexion à Karma',
    es: 'Tu enlace para iniciar sesión en Karma',
  };
  for (const [locale, subject] of Object.entries(subjects) as [Locale, string][]) {
    it(`delivers the ${locale} mail: subject, From, link and code in both parts, Auto-Submitted`, async () => {
      const mailer = createMailer(options);
      const to = `ada.${locale}@example.org`;
      await mailer.sendLoginMail(login({ to, locale }));
      await mailer.close();

      const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to));
      expect(mail.envelope).toEqual({ from: 'login@karma.test', to: [to] });
      expect(mail.subject).toBe(subject);
      expect(mail.from).toBe('Karma <login@karma.test>');
      expect(mail.to).toBe(to);
      expect(mail.headers['auto-submitted']).toBe('auto-generated');
      expect(mail.headers['content-language']).toBe(locale);
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
      expect(mail.text.split('\n')).toContain(login().link);
      expect(mail.text).toMatch(/: 482-915\n/);
      expect(mail.html).toContain(`<a href="${login().link}"`);
      expect(mail.html).toContain('>482-915</strong>');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).not.toMatch(/<img|<script|<link/i);
    });
  }

  it('carries its logo inside the mail (public/icon-96.png as a cid: part), loading nothing', async () => {
    const mailer = createMailer({ ...options, logoFile: join(import.meta.dirname, '../../public/icon-96.png') });
    const to = 'logo@example.org';
    await mailer.sendLoginMail(login({ to }));
    await mailer.close();
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to));
    expect(mail.html).toMatch(/<img src="cid:logo@karma" alt="Karma" width="48" height="48"/);
    expect(mail.html).not.toMatch(/src="https?:/);
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    expect(mail.raw).toMatch(/Content-ID: <logo@karma>/i);
    expect(mail.raw).toMatch(/Content-Disposition: inline/i);
  });

  it('goes without the logo when its file is unreadable', async () => {
    const mailer = createMailer({ ...options, logoFile: join(dataDir, 'missing.png') });
    const to = 'nologo@example.org';
    await mailer.sendLoginMail(login({ to }));
    await mailer.close();
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to));
    expect(mail.html).not.toMatch(/<img/i);
  });

  it('escapes a hostile link and address in the HTML part', async () => {
    const mailer = createMailer(options);
    const link = 'https://karma.test/auth/email/verify?token=x"><script>alert(1)</script>&y=1';
    const to = "o'brien&co@example.org";
    await mailer.sendLoginMail(login({ link, to }));
    await mailer.close();

    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(to));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://karma.test/auth/email/verify?token=x&quot;&gt;&lt;script&gt;');
    expect(mail.html).toContain('o&#39;brien&amp;co@example.org');
    expect(mail.text).toContain(link);
  });

  it('logs that a mail left, and nothing about whom it went to or what it carried', () => {
    const logs = log.lines.join('');
    expect(logs).toContain('login mail handed to the SMTP server');
    expect(logs).not.toMatch(/example\.org|token|482-915|Zm9vYmFy|karma\.test/);
  });

  it('sends with the credentials of SMTP_URL', async () => {
    const url = smtp.url.replace('smtp://', 'smtp://karma:s3cret@');
    const mailer = createMailer({ ...options, smtpUrl: url });
    await mailer.sendLoginMail(login({ to: 'auth@example.org' }));
    await mailer.close();
    await expect(smtp.waitForMail((m) => m.envelope.to.includes('auth@example.org'))).resolves.toBeTruthy();
  });
});

describe('mailer when SMTP fails', () => {
  it('rejects with a clear MailDeliveryError when the server is down, and the process goes on', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));

    const mailer = createMailer({
      smtpUrl: `smtp://karma:s3cret@127.0.0.1:${port}`,
      dataDir,
      env: 'production',
      logger: createLogger('silent'),
    });
    const failure = await mailer.sendLoginMail(login()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as Error).message).toMatch(/^Could not send the login mail: the SMTP server could not be reached/);
    expect((failure as MailDeliveryError).transient).toBe(true);
    expect((failure as Error).message).not.toMatch(/s3cret|ada@/);
    await mailer.close();
  });

  it('rejects when the server refuses the recipient, without quoting the address', async () => {
    const smtp = await startSmtpServer({ refuseRecipient: (address) => address.startsWith('gone@') });
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, env: 'test', logger: createLogger('silent') });
    const failure = await mailer.sendLoginMail(login({ to: 'gone@example.org' })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ code: 'EENVELOPE', responseCode: 550, transient: false });
    expect(JSON.stringify({ message: (failure as Error).message, ...(failure as object) })).not.toContain('gone@');
    expect(smtp.messages).toEqual([]);
    await mailer.close();
    await smtp.close();
  });
});

describe('mailer without SMTP_URL (development outbox)', () => {
  const outbox = () => join(dataDir, 'outbox');
  afterEach(() => rm(outbox(), { recursive: true, force: true }));

  it('writes a readable .eml to DATA_DIR/outbox/ and logs its path only', async () => {
    const log = capturedLogger();
    const mailer = createMailer({ smtpUrl: undefined, dataDir, env: 'development', logger: log.logger });
    await mailer.sendLoginMail(login({ locale: 'fr' }));
    await mailer.close();

    const files = readdirSync(outbox());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[\dTZ-]+-[0-9a-f]{8}\.eml$/);
    const path = join(outbox(), files[0] ?? '');
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path, 'utf8');
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Votre lien de connexion à Karma');
    expect(mail.from).toBe('Karma <no-reply@localhost>');
    expect(mail.to).toBe('ada@example.org');
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.text).toContain(login().link);
    expect(mail.html).toContain(`href="${login().link}"`);

    expect(log.lines).toHaveLength(1);
    const entry = JSON.parse(log.lines[0] ?? '{}');
    expect(entry).toMatchObject({ transport: 'outbox', path, msg: 'login mail written to the development outbox' });
    expect(log.lines[0]).not.toMatch(/example\.org|token|482-915|Zm9vYmFy|karma\.test/);
  });

  it('keeps each mail in its own file', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir, env: 'test', logger: createLogger('silent') });
    await Promise.all([mailer.sendLoginMail(login()), mailer.sendLoginMail(login({ locale: 'es' }))]);
    await mailer.close();
    expect(readdirSync(outbox())).toHaveLength(2);
  });

  it('is never used in production', () => {
    expect(() =>
      createMailer({ smtpUrl: undefined, dataDir, env: 'production', logger: createLogger('silent') }),
    ).toThrow(/SMTP_URL is required when NODE_ENV=production/);
  });
});
