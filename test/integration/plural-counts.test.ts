/**
 * The counts a visitor reads on the pages agree with their number: the header's Karma counter
 * (its label, read by screen readers and shown as a tooltip) and the /counter page, for a
 * visitor whose device has counted 1 search, in English, French and Spanish.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_COOKIE } from '../../server/shared/counter.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

const get = async (path: string, count: number) =>
  (await request(t.app).get(path).set('Cookie', `${COUNTER_COOKIE}=${count}`).expect(200)).text;
/** The header counter's accessible label. */
const counterLabel = (html: string) => /<a class="karma-counter"[^>]* title="([^"]*)"/.exec(html)?.[1];

describe('a visitor with 1 search', () => {
  it.each([
    ['/', '1 search with Karma'],
    ['/fr', '1 recherche avec Karma'],
    ['/es', '1 búsqueda con Karma'],
  ])('%s: the header counter says %s', async (path, label) => {
    expect(counterLabel(await get(path, 1))).toBe(label);
  });

  it.each([
    ['/counter', '1 search with Karma on this device.'],
    ['/fr/counter', '1 recherche avec Karma sur cet appareil.'],
    ['/es/counter', '1 búsqueda con Karma en este dispositivo.'],
  ])('%s says “%s”', async (path, sentence) => {
    expect(await get(path, 1)).toContain(sentence);
  });
});

describe('larger counts', () => {
  it('are plural and grouped the local way', async () => {
    expect(counterLabel(await get('/', 1000))).toBe('1,000 searches with Karma');
    expect(counterLabel(await get('/fr', 0))).toBe('0 recherche avec Karma');
    expect(counterLabel(await get('/fr', 2500))).toBe('2\u202f500 recherches avec Karma');
    expect(await get('/es/counter', 12345)).toContain('12.345 búsquedas con Karma en este dispositivo.');
  });
});
