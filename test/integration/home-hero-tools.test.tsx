/**
 * The light homepage's image bar: the illustration's credit (its licence only when one is
 * recorded), 'Share' and 'View image' as plain links that work without JavaScript (the share page,
 * the largest JPEG) and as islands that load on first interaction, in every language; none of
 * it without the illustration; and a Permissions-Policy that neither names nor denies web-share.
 */
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundOfDay, backgroundUrl } from '../../server/shared/backgrounds.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { HeroTools } from '../../views/pages/home/HeroTools.tsx';
import { type PageContext, RequestContextProvider } from '../../views/use-request.tsx';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';

const DAY = new Date('2025-03-14T12:00:00Z');
const day = backgroundOfDay(DAY);
let t: TestApp;
let plain: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { now: () => DAY });
  plain = buildTestApp({ FEATURE_LIGHT_HOMEPAGE: 'false' });
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const barOf = (html: string) => decode(/<div class="hero-tools"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');

describe('the light homepage’s image bar', () => {
  for (const [prefix, credit, share, view] of [
    ['', 'Illustration: Karma', 'Share', 'View image'],
    ['/fr', 'Illustration : Karma', 'Partager', 'Voir l’image'],
    ['/es', 'Ilustración: Karma', 'Compartir', 'Ver la imagen'],
  ] as const) {
    it(`${prefix || '/'}: credits the illustration and offers Share and View image as plain links`, async () => {
      const html = (
        await request(t.app)
          .get(prefix || '/')
          .expect(200)
      ).text;
      const bar = barOf(html);
      expect(bar).toContain(`<p class="hero-tools__credit">${credit}</p>`);
      // No licence is recorded for the starter's drawings, so none is claimed.
      expect(bar).not.toContain('rel="noreferrer noopener license"');
      expect(bar).toContain(`<a class="hero-tools__action" href="${prefix}/share">${share}</a>`);
      expect(bar).toContain(`<a class="hero-tools__action" href="${backgroundUrl(day.name, 1920, 'jpg')}">${view}</a>`);
      // Islands that wait for the visitor: the first load carries no script for them.
      expect(html).toMatch(/data-island="ShareLink"[^>]*data-hydrate="interaction"/);
      expect(html).toMatch(/data-island="BackgroundViewer"[^>]*data-hydrate="interaction"/);
      // Props only what the islands cannot read from the page (the address, the alt text they can).
      expect(Object.keys(islandProps<object>(html, 'ShareLink') ?? {})).toEqual(['label', 'href', 'copied']);
      expect(Object.keys(islandProps<object>(html, 'BackgroundViewer') ?? {})).toEqual(['label', 'closeLabel', 'href']);
    });
  }

  it('both links lead somewhere: the share page and the image itself', async () => {
    const html = (await request(t.app).get('/fr').expect(200)).text;
    const hrefs = [...barOf(html).matchAll(/class="hero-tools__action" href="([^"]+)"/g)].map((m) => m[1] as string);
    expect(hrefs).toHaveLength(2);
    const share = await request(t.app)
      .get(hrefs[0] as string)
      .expect(200);
    expect(share.text).toContain('<h1>Partager Karma</h1>');
    const image = await request(t.app)
      .get(hrefs[1] as string)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('names a licence, linked, when the content records one', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: resources.en } },
      interpolation: { escapeValue: false },
    });
    const ctx = { t: i18n.getFixedT('en'), locale: 'en', prefixed: false };
    const licensed = {
      ...day,
      author: 'A. Painter',
      licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    };
    const html = renderToStaticMarkup(
      <RequestContextProvider value={ctx as unknown as PageContext}>
        <HeroTools background={licensed} />
      </RequestContextProvider>,
    );
    expect(decode(html)).toContain(
      '<p class="hero-tools__credit">Illustration: A. Painter · <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer noopener license">CC BY 4.0</a></p>',
    );
  });

  it('is absent without the illustration', async () => {
    const html = (await request(plain.app).get('/').expect(200)).text;
    expect(html).not.toContain('class="hero-tools"');
    expect(html).not.toContain('data-island="ShareLink"');
  });

  it('Permissions-Policy neither names web-share (Chromium warns about it) nor needs to', async () => {
    const res = await request(t.app).get('/').expect(200);
    expect(res.headers['permissions-policy']).toBeDefined();
    expect(res.headers['permissions-policy']).not.toContain('web-share');
  });
});
