/**
 * The landing page's 'In the press' and 'What people say' sections and the coverage on /press:
 * from the operator's lists (AppDeps.coverage here, views/content/ in production). With entries
 * they show, dates in the page's language and links that leave no referrer; invalid entries are
 * left out; with the starter's empty lists the sections are absent and /press says so.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets.ts';
import type { Coverage } from '../../server/shared/coverage.ts';
import { PRESS_MENTIONS } from '../../server/shared/press-mentions.ts';
import { TESTIMONIALS } from '../../server/shared/testimonials.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const COVERAGE: Coverage = {
  pressMentions: [
    { outlet: 'Old Gazette', title: 'An older piece', date: '2025-01-02', url: 'https://gazette.example/old' },
    { outlet: 'Daily Example', title: 'Searching for foxes', date: '2026-03-14', url: 'https://daily.example/a' },
    { outlet: 'Le Quotidien', title: 'Chercher autrement', date: '2026-02-01', url: 'https://q.example/b', lang: 'fr' },
    { outlet: 'Weekly', title: 'A third piece', date: '2025-06-30', url: 'https://weekly.example/c' },
    { outlet: 'Broken', title: 'Bad link', date: '2026-04-01', url: 'javascript:alert(1)' },
    { outlet: 'Broken', title: 'Bad day', date: '14/03/2026', url: 'https://broken.example/' },
  ],
  testimonials: [
    { quote: 'Words someone said.', name: 'Ana Example', source: 'Reader, Madrid', lang: 'es' },
    { quote: 'Other words.', name: 'Bo Example', source: 'Example Blog', url: 'https://blog.example/post' },
    { quote: '', name: 'Nobody', source: 'Nowhere' },
  ],
};

const assets = loadAssets();
const sectionOf = (html: string, id: string) =>
  new RegExp(`<section id="${id}" class="landing__section">([\\s\\S]*?)</section>`).exec(html)?.[1];
const linksIn = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

let withCoverage: TestApp;
let starter: TestApp;
beforeAll(() => {
  withCoverage = buildTestApp({}, { coverage: COVERAGE });
  starter = buildTestApp();
});
afterAll(async () => {
  await Promise.all([withCoverage.close(), starter.close()]);
});

describe('landing sections from the operator’s lists', () => {
  it('shows the three newest valid mentions with localized dates and safe links', async () => {
    const days = { en: 'March 14, 2026', fr: '14 mars 2026', es: '14 de marzo de 2026' } as const;
    for (const locale of ['en', 'fr', 'es'] as const) {
      const html = (await request(withCoverage.app).get(`/${locale}`).expect(200)).text;
      const media = decode(sectionOf(html, 'media') ?? '');
      expect(media, locale).not.toBe('');
      expect([...media.matchAll(/class="press-mention__outlet">([^<]+)</g)].map((m) => m[1])).toEqual([
        'Daily Example',
        'Le Quotidien',
        'Weekly',
      ]);
      expect(media).toContain(`<time dateTime="2026-03-14">${days[locale]}</time>`);
      expect(media).not.toContain('javascript:');
      expect(media).not.toContain('Bad day');
      for (const link of linksIn(media).filter((a) => a.includes('https://'))) {
        expect(link).toContain('rel="noreferrer noopener"');
        expect(link).not.toContain('target=');
      }
      expect(media).toContain('hrefLang="fr"');
      expect(media).toContain(`href="/${locale}/press"`);
      expect(html).toContain(`<link rel="stylesheet" href="${assets.styles.coverage}"/>`);
    }
  });

  it('shows the valid quotes with the name and the source', async () => {
    const html = (await request(withCoverage.app).get('/').expect(200)).text;
    const quotes = sectionOf(html, 'testimonials') ?? '';
    expect(quotes).toContain('<blockquote lang="es"><p>Words someone said.</p></blockquote>');
    expect(quotes).toContain('Ana Example');
    expect(quotes).toContain('<cite>Reader, Madrid</cite>');
    expect(quotes).toContain(
      '<a href="https://blog.example/post" rel="noreferrer noopener"><cite>Example Blog</cite></a>',
    );
    expect(quotes).not.toContain('Nobody');
    // After the cards, in the order of the list: press, then quotes.
    expect(html.indexOf('id="media"')).toBeGreaterThan(html.indexOf('id="install"'));
    expect(html.indexOf('id="testimonials"')).toBeGreaterThan(html.indexOf('id="media"'));
  });

  it('/press lists every valid mention, newest first', async () => {
    const html = decode((await request(withCoverage.app).get('/fr/press').expect(200)).text);
    const outlets = [...html.matchAll(/class="press-mention__outlet">([^<]+)</g)].map((m) => m[1]);
    expect(outlets).toEqual(['Daily Example', 'Le Quotidien', 'Weekly', 'Old Gazette']);
    expect(html).toContain('2 janvier 2025');
  });
});

describe('the starter content', () => {
  it('invents no coverage: both lists are empty', () => {
    expect(PRESS_MENTIONS).toEqual([]);
    expect(TESTIMONIALS).toEqual([]);
  });

  it('leaves both sections and their stylesheet out of the home page', async () => {
    for (const path of ['/', '/fr', '/es/home']) {
      const html = (await request(starter.app).get(path).expect(200)).text;
      expect(html, path).not.toContain('id="media"');
      expect(html, path).not.toContain('id="testimonials"');
      expect(html, path).not.toContain('<blockquote');
      expect(html, path).not.toContain(assets.styles.coverage);
    }
  });

  it('/press says there is no coverage yet, in each language', async () => {
    for (const [path, sentence] of [
      ['/press', 'Karma has no press coverage yet.'],
      ['/fr/press', 'Karma n’a pas encore fait l’objet d’articles de presse.'],
      ['/es/press', 'Karma todavía no ha aparecido en la prensa.'],
    ] as const) {
      const html = decode((await request(starter.app).get(path).expect(200)).text);
      expect(html, path).toContain(`<p>${sentence}</p>`);
      expect(html, path).not.toContain('press-mention');
    }
  });
});
