import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp(
    {},
    {
      searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`, 'https://example.org/', q.text)])),
    },
  );
});
afterAll(() => t.close());

describe('request logs', () => {
  it('never contain the query, even when it appears in the path, the query string or a form', async () => {
    const canary = `canary-${randomUUID()}`;
    await request(t.app).get(`/search?q=${canary}`).expect(200);
    await request(t.app).get(`/images?q=${canary}&page=2`).expect(200);
    await request(t.app).get(`/fr/${canary}`).expect(404);
    await request(t.app)
      .get(`/locale/es?next=${encodeURIComponent(`/search?q=${canary}`)}`)
      .expect(302);
    await request(t.app)
      .post('/color-mode')
      .type('form')
      .send({ mode: 'dark', next: `/search?q=${canary}` })
      .expect(303);
    await request(t.app).post('/color-mode').type('form').send({ mode: canary }).expect(400);
    const output = t.logs.join('');
    expect(output.length).toBeGreaterThan(0);
    expect(output).not.toContain(canary);
    expect(output).not.toContain(canary.slice(7, 20));
  });

  it('record method, route pattern, status and duration as JSON', async () => {
    t.logs.length = 0;
    await request(t.app).get('/fr/cookies');
    await request(t.app).get('/search?q=otters');
    await request(t.app).get('/nowhere');
    const lines = t.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/:locale/cookies', 200],
      ['GET', '/search', 200],
      ['GET', 'unmatched', 404],
    ]);
    for (const line of lines) expect(typeof line.durationMs).toBe('number');
  });
});
