/**
 * /settings/sites without JavaScript: the page in each language, a rule set and removed through
 * the cookie of a visitor without an account (or the account of one logged in), refused hosts
 * (400, message, nothing changed), other sites' forms refused, the `return` path validated, the
 * JSON answer a results page's script reads, the Goggles export and import (pasted and uploaded),
 * the curated lists, any cookie value read without a 5xx, and no rule in the logs, metrics or files.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { CURATED_SITE_LISTS } from '../../server/shared/curated-site-lists.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cookieValue } from '../helpers/hostile-inputs.ts';
import { fcOptions, listenLikeMain, rawRequest } from '../helpers/raw-request.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({ METRICS: 'true' }, { searchProvider: scriptedProvider(() => answer([webResult('Otters')])) });
});
afterAll(() => t.close());

const rulesCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('karma_site_rules='));
const cookieText = (value: string) => `karma_i18n_redirected=en; karma_site_rules=${value}`;
const post = (path: string, cookie = 'karma_i18n_redirected=en') =>
  request(t.app).post(path).set('Sec-Fetch-Site', 'same-origin').set('Cookie', cookie).type('form');

describe('the site rules page', () => {
  it.each([
    ['/settings/sites', 'Site rules', 'No rules yet'],
    ['/fr/settings/sites', 'Règles de sites', 'Aucune règle pour l’instant'],
    ['/es/settings/sites', 'Reglas de sitios', 'Aún no hay reglas'],
  ])('%s explains the actions, where rules are kept, and shows the empty list', async (path, title, empty) => {
    const res = await request(t.app).get(path).expect(200);
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(res.text).toContain(empty);
    expect(res.text).toMatch(/name="host"/);
    for (const action of ['block', 'lower', 'raise', 'pin']) expect(res.text).toContain(`value="${action}"`);
    if (path === '/settings/sites') {
      expect(res.text).toContain('Rules used: 0 of 100');
      expect(res.text).toContain('No server log keeps them');
      expect(res.text).toContain('Moved up 3 places');
    }
  });

  it('prefills a host from ?host= only when it names a site', async () => {
    const good = await request(t.app).get('/settings/sites?host=https://www.Example.org/&action=pin').expect(200);
    expect(good.text).toContain('value="example.org"');
    expect(good.text).toMatch(/id="site-rules-action-pin"[^>]*checked=""/);
    expect(good.headers['cache-control']).toBe('no-store');
    const back = await request(t.app).get(
      `/settings/sites?host=a.org&return=${encodeURIComponent('/search?q=otters')}`,
    );
    expect(back.text).toContain('name="return" value="/search?q=otters"');
    const away = await request(t.app).get('/settings/sites?return=https://evil.example/');
    expect(away.text).not.toContain('value="https://evil.example/"');
    expect(away.text).toContain('name="return" value="/settings/sites?saved=1"');
    const bad = await request(t.app).get('/settings/sites?host=%22%3E%3Cscript%3Ex').expect(200);
    expect(bad.text).not.toContain('<script>x');
    expect(bad.text).toContain('name="host" value=""');
  });

  it('adds a rule into the cookie, lists it, then removes it', async () => {
    const added = await post('/settings/sites').send({ host: 'WWW.Pinterest.com', action: 'block' }).expect(303);
    expect(added.headers.location).toBe('/settings/sites');
    expect(rulesCookie(added)).toMatch(/^karma_site_rules=1\.bpinterest\.com;/);

    const page = await request(t.app).get('/settings/sites').set('Cookie', cookieText('1.bpinterest.com')).expect(200);
    expect(page.text).toMatch(/<span class="site-rules__host">pinterest\.com<\/span>/);
    expect(page.text).toContain('Rules used: 1 of 100');

    const removed = await post('/settings/sites', cookieText('1.bpinterest.com_pexample.org'))
      .send({ host: 'pinterest.com', action: 'remove' })
      .expect(303);
    expect(rulesCookie(removed)).toMatch(/^karma_site_rules=1\.pexample\.org;/);
    const last = await post('/settings/sites', cookieText('1.pexample.org'))
      .send({ host: 'example.org', action: 'remove' })
      .expect(303);
    expect(rulesCookie(last)).toMatch(/^karma_site_rules=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each([
    ['', 'Enter a site'],
    ['not a host', 'This is not a site name'],
    ['ftp://example.com', 'Only web addresses'],
    ['example.com/page', 'without a page'],
    ['example.com:8080', 'without a port number'],
    ['192.168.0.1', 'not IP addresses'],
    [`${'a'.repeat(64)}.com`, 'too long'],
  ])('refuses the host %j with 400, a message, and no cookie written', async (host, message) => {
    const res = await post('/settings/sites', cookieText('1.bpinterest.com'))
      .send({ host, action: 'block' })
      .expect(400);
    expect(res.text).toContain(message);
    expect(res.text).toContain('pinterest.com');
    expect(rulesCookie(res)).toBeUndefined();
  });

  it('says so in French too, and refuses an unknown action', async () => {
    const fr = await post('/settings/sites', 'karma_i18n_redirected=fr').send({ host: '10.0.0.1', action: 'pin' });
    expect(fr.status).toBe(400);
    expect(fr.text).toContain('pas des adresses IP');
    const odd = await post('/settings/sites').send({ host: 'example.org', action: 'destroy' }).expect(400);
    expect(odd.text).toContain('Choose what to do with the site');
  });

  it('refuses a rule past 100, and one the cookie could not hold', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `bs${i}.io`).join('_');
    const full = await post('/settings/sites', cookieText(`1.${hundred}`)).send({
      host: 'one-more.org',
      action: 'block',
    });
    expect(full.status).toBe(400);
    expect(full.text).toContain('You already have 100 rules');
    const long = Array.from({ length: 60 }, (_, i) => `b${'x'.repeat(60)}${i}.org`).join('_');
    const large = await post('/settings/sites', cookieText(`1.${long}`)).send({ host: 'another.org', action: 'block' });
    expect(large.status).toBe(400);
    expect(large.text).toContain('no longer fit in this device');
    expect(rulesCookie(large)).toBeUndefined();
  });

  it('refuses a form from another site (403, nothing written)', async () => {
    for (const path of ['/settings/sites', '/settings/sites/import', '/settings/sites/lists']) {
      const res = await request(t.app)
        .post(path)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ host: 'example.org', action: 'block', rules: '$discard,site=a.org', id: 'no-pinterest' });
      expect(res.status, path).toBe(403);
      expect(rulesCookie(res), path).toBeUndefined();
    }
  });

  it('goes back to a local `return` path, and to the page for anything else', async () => {
    const back = await post('/settings/sites').send({ host: 'a.org', action: 'lower', return: '/search?q=otters' });
    expect(back.headers.location).toBe('/search?q=otters');
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
      const res = await post('/settings/sites').send({ host: 'a.org', action: 'lower', return: target }).expect(303);
      expect(res.headers.location, target).toBe('/settings/sites');
    }
  });

  it('answers JSON with the host’s previous action, for Undo', async () => {
    const first = await post('/settings/sites', cookieText('1.rexample.org'))
      .set('Accept', 'application/json')
      .send({ host: 'https://example.org/', action: 'block' })
      .expect(200);
    expect(first.body).toEqual({
      ok: true,
      rules: [{ host: 'example.org', action: 'block' }],
      host: 'example.org',
      previous: 'raise',
    });
    const fresh = await post('/settings/sites')
      .set('Accept', 'application/json')
      .send({ host: 'b.org', action: 'pin' });
    expect(fresh.body.previous).toBeNull();
    const bad = await post('/settings/sites')
      .set('Accept', 'application/json')
      .send({ host: 'b.org/x', action: 'pin' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('without a page');
  });
});

describe('rule files and curated lists', () => {
  it('exports the rules as a Goggles download, never cached', async () => {
    const res = await request(t.app)
      .get('/settings/sites/export')
      .set('Cookie', cookieText('1.bpinterest.com_lexample.net_rexample.org_pdeveloper.mozilla.org'))
      .expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="karma-site-rules.goggle"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).toContain('! name: Karma site rules');
    expect(res.text).toContain(
      '$discard,site=pinterest.com\n$downrank=2,site=example.net\n$boost=2,site=example.org\n! karma:pin\n$boost=10,site=developer.mozilla.org\n',
    );
  });

  const FILE = [
    '! a comment',
    '$discard,site=pinterest.com',
    'example.com##.ad',
    '$boost=2,site=example.org',
    '$boost=99,site=x.org',
  ].join('\n');

  it('imports pasted rules, listing the skipped lines with their number and reason', async () => {
    const res = await post('/settings/sites/import', cookieText('1.rexample.net')).send({ rules: FILE }).expect(200);
    expect(res.text).toContain('2 rules added or changed.');
    expect(res.text).toMatch(/Line 3<\/span> <code>example\.com##\.ad<\/code> <span[^>]*>not a whole-site instruction/);
    expect(res.text).toMatch(/Line 5<\/span>.*?not a whole number from 1 to 10/);
    expect(rulesCookie(res)).toMatch(/^karma_site_rules=1\.rexample\.net_bpinterest\.com_rexample\.org;/);
  });

  it('imports an uploaded file (multipart), and says why in French', async () => {
    const res = await request(t.app)
      .post('/settings/sites/import')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', 'karma_i18n_redirected=fr')
      .field('rules', '')
      .attach('file', Buffer.from(FILE), { filename: 'rules.goggle', contentType: 'text/plain' })
      .expect(200);
    expect(res.text).toContain('2 règles ajoutées ou modifiées.');
    expect(res.text).toContain('Ligne 3</span>');
    expect(rulesCookie(res)).toMatch(/^karma_site_rules=1\.bpinterest\.com_rexample\.org;/);
  });

  it('reads the pasted text of a multipart form sent without a file, as a browser sends it', async () => {
    const boundary = '----karmaBoundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="rules"\r\n\r\n$discard,site=a.org\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await request(t.app)
      .post('/settings/sites/import')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(body)
      .expect(200);
    expect(rulesCookie(res)).toMatch(/^karma_site_rules=1\.ba\.org;/);
    const broken = await request(t.app)
      .post('/settings/sites/import')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'multipart/form-data')
      .send('garbage');
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('could not be read');
  });

  it('refuses an empty, unreadable or oversized import with 400 and changes nothing', async () => {
    const empty = await post('/settings/sites/import', cookieText('1.bpinterest.com')).send({ rules: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Paste some rules or choose a file');
    const junk = await post('/settings/sites/import').send({ rules: 'hello\nworld' }).expect(400);
    expect(junk.text).toContain('No rule could be read');
    expect(junk.text).toContain('Line 2</span>');
    expect(junk.text).toContain('hello\nworld</textarea>');
    const big = await request(t.app)
      .post('/settings/sites/import')
      .set('Sec-Fetch-Site', 'same-origin')
      .attach('file', Buffer.alloc(70 * 1024, 'a'), { filename: 'big.goggle', contentType: 'text/plain' });
    expect(big.status).toBe(400);
    expect(big.text).toContain('at most 64 KB');
    for (const res of [empty, junk, big]) expect(rulesCookie(res)).toBeUndefined();
  });

  it('adds a curated list in one click, and refuses an unknown one', async () => {
    const [list] = CURATED_SITE_LISTS;
    if (!list) return;
    const res = await post('/settings/sites/lists').send({ id: list.id }).expect(200);
    expect(res.text).toContain(`${list.rules.length} rules added or changed.`);
    const hosts = list.rules.map((rule) => rule.host.replaceAll('.', '\\.')).join('_b');
    expect(rulesCookie(res)).toMatch(new RegExp(`^karma_site_rules=1\\.b${hosts};`));
    const unknown = await post('/settings/sites/lists').send({ id: '__proto__' }).expect(400);
    expect(rulesCookie(unknown)).toBeUndefined();
  });
});

describe('a logged-in visitor', () => {
  it('keeps the rules in the account, mirrored in the cookie', async () => {
    const account = await t.stores.accounts.findOrCreateAccount('rules@example.org', sha256('rules'), new Date());
    const sid = randomBytes(24).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 3_600_000);
    await t.stores.accounts.createSession({ idHash: sha256(sid), accountId: account.id, createdAt: now, expiresAt });
    const cookie = `karma_i18n_redirected=en; karma_session=${sid}`;
    await post('/settings/sites', cookie).send({ host: 'example.org', action: 'pin' }).expect(303);
    await post('/settings/sites/import', cookie).send({ rules: '$discard,site=pinterest.com' }).expect(200);
    const stored = await t.stores.accounts.getAccount(account.id);
    expect(stored?.settings.siteRules).toEqual([
      { host: 'example.org', action: 'pin' },
      { host: 'pinterest.com', action: 'block' },
    ]);
    // The account decides, whatever the device's cookie says.
    const page = await request(t.app).get('/settings/sites').set('Cookie', `${cookie}; karma_site_rules=1.bother.org`);
    expect(page.text).toContain('kept in your account');
    expect(page.text).toContain('<span class="site-rules__host">pinterest.com</span>');
    expect(page.text).not.toContain('other.org');
  });
});

describe('untrusted cookies and the logs', () => {
  it('reads any karma_site_rules cookie without a 5xx on /settings/sites and /search', async () => {
    const server = await listenLikeMain(t.app);
    const entry = fc.tuple(
      fc.constantFrom('b', 'l', 'r', 'p', 'x', ''),
      fc.constantFrom('a.org', 'WWW.x.io', '1.2.3.4', '', '%00', '-a.b'),
    );
    const value = fc.oneof(
      cookieValue,
      fc.string({ maxLength: 300 }).map((s) => encodeURIComponent(s)),
      fc.array(entry, { maxLength: 120 }).map((entries) => `1.${entries.map(([a, h]) => a + h).join('_')}`),
    );
    try {
      await fc.assert(
        fc.asyncProperty(value, fc.constantFrom('/settings/sites', '/search?q=otters'), async (cookie, path) => {
          const res = await rawRequest(server.port, 'GET', path, { cookie: `karma_site_rules=${cookie}` });
          expect(res.status, `${path} with ${cookie.slice(0, 200)}`).toBeLessThan(500);
        }),
        fcOptions(120),
      );
    } finally {
      server.close();
    }
  }, 30_000);

  it('writes no rule host of a visitor without an account into the logs, the metrics or a file', async () => {
    const canary = `zq${randomBytes(4).toString('hex')}canary`;
    t.logs.length = 0;
    await post('/settings/sites')
      .send({ host: `${canary}.org`, action: 'block' })
      .expect(303);
    const cookie = cookieText(`1.b${canary}.org`);
    await post('/settings/sites', cookie)
      .set('Accept', 'application/json')
      .send({ host: `${canary}.net`, action: 'pin' });
    await post('/settings/sites/import', cookie)
      .send({ rules: `$boost=2,site=${canary}.io\n${canary}##x` })
      .expect(200);
    await post('/settings/sites', cookie)
      .send({ host: `${canary}.com/path`, action: 'lower' })
      .expect(400);
    await request(t.app).get(`/settings/sites?host=${canary}.org`).set('Cookie', cookie).expect(200);
    await request(t.app).get('/settings/sites/export').set('Cookie', cookie).expect(200);
    await request(t.app).get('/search?q=otters').set('Cookie', cookie).expect(200);
    expect(t.logs.length).toBeGreaterThan(5);
    expect(t.logs.join('\n')).not.toContain(canary);
    expect((await request(t.app).get('/metrics').expect(200)).text).not.toContain(canary);
    // The database and everything else the app keeps on disk.
    const files = readdirSync(t.dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(join(file.parentPath, file.name)).includes(canary), file.name).toBe(false);
    }
  });
});
