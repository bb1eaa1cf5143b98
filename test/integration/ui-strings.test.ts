/**
 * /strings/{lang}/{section}.json serves only the sections islands fetch: a name that only exists
 * on Object.prototype (`constructor`, `valueOf`…) is an unknown section like any other, a 404.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'valueOf',
  'hasOwnProperty',
  'toString',
  'toLocaleString',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupGetter__',
];

describe('GET /strings/{lang}/{section}.json', () => {
  for (const lang of ['en', 'fr', 'es']) {
    it.each(PROTOTYPE_NAMES)(`${lang}/%s.json is a 404 with the list of sections`, async (name) => {
      const res = await request(t.app).get(`/strings/${lang}/${name}.json`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('No such strings: /strings/{en|fr|es}/{notifications|counterModal}.json');
    });
  }

  it.each(PROTOTYPE_NAMES)('a prototype name as the language (%s) is a 404', async (name) => {
    const res = await request(t.app).get(`/strings/${name}/notifications.json`);
    expect(res.status).toBe(404);
  });

  it.each([
    ['en', 'notifications'],
    ['fr', 'counterModal'],
    ['es', 'notifications'],
  ] as const)('%s/%s.json is served', async (lang, section) => {
    const res = await request(t.app).get(`/strings/${lang}/${section}.json`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(resources[lang][section]);
  });
});
