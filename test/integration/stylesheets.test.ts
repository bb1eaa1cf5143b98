/**
 * Each page links site.css and only the feature stylesheets it uses (scripts/build.ts builds one
 * per client/styles/*.css): the home page carries none of the results, information, widget or
 * Learn & Act rules, and every linked sheet exists and is served.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
const assets = loadAssets();
beforeAll(() => {
  t = buildTestApp(
    {},
    { searchProvider: scriptedProvider(() => answer([webResult('Otters', 'https://example.org/')])) },
  );
});
afterAll(() => t.close());

const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
const named = (...names: string[]) => [assets.stylesheet, ...names.map((name) => assets.styles[name])];

describe('stylesheets per page', () => {
  it.each([
    ['/', []],
    ['/fr', []],
    ['/search?q=otters', ['search']],
    ['/settings', ['search', 'settings']],
    ['/privacy', ['info']],
    ['/fr/partners', ['info']],
    ['/es/partners/transparency', ['info', 'transparency']],
    ['/learnact', ['learn-act']],
    ['/es/learn-act', ['learn-act']],
    ['/searchCounter', ['widgets']],
    ['/auth/login', []],
  ])('%s links site.css and %j', async (path, names) => {
    const html = (await request(t.app).get(path).expect(200)).text;
    expect(linked(html)).toEqual(named(...names));
  });

  it('every stylesheet in the manifest is served as CSS, immutable', async () => {
    expect(Object.keys(assets.styles).sort()).toEqual([
      'bell',
      'companion',
      'coverage',
      'info',
      'learn-act',
      'mail-shortcuts',
      'modals',
      'search',
      'settings',
      'site',
      'transparency',
      'widgets',
    ]);
    for (const url of Object.values(assets.styles)) {
      const response = await request(t.app).get(url).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/css/);
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });
});
