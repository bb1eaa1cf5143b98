import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = buildTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@karma.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

describe('contact form', () => {
  it('sends the message to CONTACT_EMAIL with the visitor as Reply-To', async () => {
    const res = await request(t.app).post('/contact').type('form').send({
      name: 'Ana',
      email: 'Ana@Example.org',
      subject: 'partnership',
      message: 'We run a wildlife rescue centre and would like to talk.',
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your message has been sent');
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes('team@karma.example'));
    expect(mail.subject).toBe('[Karma contact: partnership] Ana');
    expect(mail.headers['reply-to']).toContain('ana@example.org');
    expect(mail.text).toContain('wildlife rescue centre');
  });

  it('validates in the visitor language and keeps what was typed', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .set('Accept-Language', 'fr')
      .send({ email: 'nope', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('n&#x27;est pas valide');
    expect(res.text).toContain('au moins 10 caractères');
    expect(smtp.messages).toHaveLength(0);
  });

  it('drops what a bot fills in the hidden field, without telling it', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ message: 'Buy cheap things here now!!!', website: 'http://spam.example' });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses a header injection in the subject and limits messages per address', async () => {
    const limited = buildTestApp({ SMTP_URL: smtp.url });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await request(limited.app)
            .post('/contact')
            .type('form')
            .send({ name: 'x\r\nBcc: victim@example.org', message: 'A perfectly fine message.' })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const mail = await smtp.waitForMail();
    const headers = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail.envelope.to).toEqual(['contact@localhost']);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    await limited.close();
  });

  it('preselects the feedback subject from the footer link', async () => {
    const res = await request(t.app).get('/contact?subject=feedback');
    expect(res.text).toMatch(/<option value="feedback" selected="">/);
  });
});
