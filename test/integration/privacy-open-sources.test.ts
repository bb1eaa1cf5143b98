/**
 * The privacy page's '#search' section says who receives a search: with the local index alone,
 * no other company; beside open APIs (SEARCH_PROVIDERS), which ones, and what they receive.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

async function searchSection(env: Record<string, string>, path = '/privacy'): Promise<string> {
  const t = buildTestApp(env);
  apps.push(t);
  const page = (await request(t.app).get(path).expect(200)).text;
  const start = page.indexOf('id="search"');
  return page.slice(start, page.indexOf('</section>', start));
}

describe('the privacy page, on who receives a search', () => {
  it('with the local index alone: no other company', async () => {
    const section = await searchSection({});
    expect(section).toContain('They are not sent to any other company.');
    expect(section).not.toContain('public services');
  });

  it.each([
    ['/privacy', 'public services: Wikipedia, Openverse, GDELT', 'never your IP address'],
    ['/fr/privacy', 'services publics : Wikipedia, Openverse, GDELT', 'jamais votre adresse IP'],
    ['/es/privacy', 'servicios públicos: Wikipedia, Openverse, GDELT', 'nunca tu dirección IP'],
  ])('beside open APIs (%s): names them and what they receive', async (path, names, never) => {
    const section = await searchSection(
      { SEARCH_PROVIDERS: 'web=local+wikipedia,images=local+openverse,news=local+gdelt' },
      path,
    );
    expect(section).toContain(names);
    expect(section).toContain(never);
    expect(section).not.toContain('not sent to any other company');
  });
});
