/**
 * The six-digit login code against guessing: wrong codes are counted per e-mail address in the
 * database, whatever client address they come from (X-Forwarded-For is trusted from loopback, as
 * behind the production proxy), on SQLite and PostgreSQL. After five wrong codes every pending
 * code and link of the address is void and the visitor is told to ask for a new link.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHashOf } from '../../server/accounts/email.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const ASK_AGAIN = 'Ask for a new link';
const WRONG_CODE = 'Login has failed';

describe.each(['sqlite', 'postgres'] as const)('login codes on %s', (kind) => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let t: TestApp;
  let clientCounter = 0;
  // A new client address per request: the per-client rate limit never gets in the way.
  const fromNewClient = () => `203.0.113.${++clientCounter % 250}, 10.0.0.${clientCounter % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await TEST_DATABASES[kind]();
    t = buildTestApp({ ...database.env, SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await smtp.close();
  });

  let addressCounter = 0;
  const freshAddress = () => `guess${++addressCounter}-${Date.now()}@example.org`;

  async function requestLink(email: string) {
    smtp.messages.length = 0;
    await request(t.app).post('/auth/login').type('form').set('X-Forwarded-For', fromNewClient()).send({ email });
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
    const code = /\d{3}-\d{3}/.exec(mail.text)?.[0] ?? '';
    return { path: link.replace('http://karma.test', ''), code };
  }

  /** Another code than the right one, as a guesser would type it. */
  const wrongCode = (code: string, n: number) =>
    String((Number(code.replace('-', '')) + n) % 1_000_000).padStart(6, '0');

  const tryCode = (email: string, code: string) =>
    request(t.app).post('/auth/email/code').type('form').set('X-Forwarded-For', fromNewClient()).send({ email, code });

  it('five wrong codes from five client addresses void the code and the link; a new link works', async () => {
    const email = freshAddress();
    const { path, code } = await requestLink(email);
    const answers = [];
    for (let n = 1; n <= 5; n++) answers.push(await tryCode(email, wrongCode(code, n)));
    expect(answers.slice(0, 4).map((res) => res.status)).toEqual([400, 400, 400, 400]);
    for (const res of answers.slice(0, 4)) expect(res.text).toContain(WRONG_CODE);
    expect(answers[4]?.status).toBe(429);
    expect(answers[4]?.text).toContain(ASK_AGAIN);

    const right = await tryCode(email, code);
    expect(right.status).toBe(429);
    expect(right.text).toContain(ASK_AGAIN);
    expect(right.headers['set-cookie']?.toString() ?? '').not.toContain('karma_session');

    const link = await request(t.app).post(path);
    expect(link.status).toBe(400);
    expect(link.text).toContain('Login has failed');

    const fresh = await requestLink(email);
    const login = await request(t.app).post(fresh.path);
    expect(login.status).toBe(303);
    expect(login.headers['set-cookie']?.toString()).toContain('karma_session=');

    expect(t.logs.some((line) => line.includes('login code attempts exhausted'))).toBe(true);
    const logged = t.logs.join('\n');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(emailHashOf(email));
  });

  it('the page is localized', async () => {
    const email = freshAddress();
    const { code } = await requestLink(email);
    for (let n = 1; n <= 5; n++) await tryCode(email, wrongCode(code, n));
    const fr = await tryCode(email, code).set('Accept-Language', 'fr');
    expect(fr.text).toContain('Demandez un nouveau lien');
    const es = await tryCode(email, code).set('Accept-Language', 'es');
    expect(es.text).toContain('Pide un nuevo enlace');
  });

  it('a right code after four wrong ones still logs in, and the count starts again', async () => {
    const email = freshAddress();
    const { code } = await requestLink(email);
    for (let n = 1; n <= 4; n++) expect((await tryCode(email, wrongCode(code, n))).status).toBe(400);
    expect((await tryCode(email, code)).status).toBe(303);
    const next = await requestLink(email);
    for (let n = 1; n <= 4; n++) expect((await tryCode(email, wrongCode(next.code, n))).status).toBe(400);
    expect((await tryCode(email, next.code)).status).toBe(303);
  });

  it('wrong codes sent together cannot slip past the count', async () => {
    const email = freshAddress();
    const { code } = await requestLink(email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => tryCode(email, wrongCode(code, n + 1))));
    const statuses = answers.map((res) => res.status).sort();
    // Four wrong-code answers; the fifth guess and every later one are refused unchecked.
    expect(statuses).toEqual([...Array(4).fill(400), ...Array(16).fill(429)]);
    const right = await tryCode(email, code);
    expect(right.status).toBe(429);
  });

  it("one address's wrong codes do not touch another's", async () => {
    const victim = freshAddress();
    const other = freshAddress();
    const mine = await requestLink(other);
    const { code } = await requestLink(victim);
    for (let n = 1; n <= 6; n++) await tryCode(victim, wrongCode(code, n));
    expect((await tryCode(other, mine.code)).status).toBe(303);
  });
});
