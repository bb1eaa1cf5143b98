/** createMailer refuses a setup that would lose or leak mail, and sendLoginMail refuses bad input. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createMailer, type MailerOptions } from '../../server/mail/mailer.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'karma-mail-options-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base: MailerOptions = { smtpUrl: undefined, dataDir, env: 'development', logger: createLogger('silent') };
const valid = {
  to: 'ada@example.org',
  locale: 'en' as const,
  link: 'https://karma.test/auth/email/verify?token=abc',
  code: '123-456',
  expiresInMinutes: 15,
};

describe('createMailer', () => {
  it('refuses production without SMTP_URL: the outbox is for development', () => {
    expect(() => createMailer({ ...base, env: 'production' })).toThrow(/SMTP_URL is required when NODE_ENV=production/);
  });

  it('accepts production with SMTP_URL, and development and test without', async () => {
    for (const options of [
      { ...base, env: 'production' as const, smtpUrl: 'smtps://user:pass@smtp.example.org' },
      { ...base, env: 'development' as const },
      { ...base, env: 'test' as const },
    ]) {
      await createMailer(options).close();
    }
  });

  it('refuses an SMTP_URL that is not smtp(s), without echoing it (it may hold a password)', () => {
    for (const smtpUrl of ['http://user:hunter2@mail.example.org', 'hunter2', 'smtp://']) {
      expect(() => createMailer({ ...base, smtpUrl })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(() => createMailer({ ...base, smtpUrl })).not.toThrow(/hunter2/);
    }
  });

  it('refuses a MAIL_FROM that is not exactly one address', () => {
    for (const from of ['Karma', 'a@example.org, b@example.org', '']) {
      expect(() => createMailer({ ...base, from })).toThrow(/MAIL_FROM must be one e-mail address/);
    }
  });
});

describe('sendLoginMail input', () => {
  const mailer = createMailer(base);
  afterAll(() => mailer.close());

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, /link must be an absolute http\(s\) URL/],
    ['a relative link', { link: '/auth/email/verify?token=abc' }, /link/],
    ['an address with a line break', { to: 'ada@example.org\r\nBcc: eve@example.org' }, /to must be a bare/],
    ['an address with a display name', { to: 'Eve <eve@example.org>' }, /to must be a bare/],
    ['markup as the code', { code: '<b>1</b>' }, /code must be letters, digits and dashes/],
    ['an unknown locale', { locale: 'de' }, /locale/],
    ['a fractional validity', { expiresInMinutes: 1.5 }, /expiresInMinutes/],
  ])('rejects %s', async (_name, change, message) => {
    await expect(mailer.sendLoginMail({ ...valid, ...change } as typeof valid)).rejects.toThrow(message);
  });
});
