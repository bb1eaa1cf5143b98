/**
 * Karma's mark and the partners' monograms as served: the header's logo link with its name, the
 * favicon links and files drawn from the one mark, the manifest's icons at the sizes they claim,
 * and a monogram (or the operator's permitted logo) beside every partner's name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERS, partnerSlug } from '../../server/shared/partners.ts';
import { logoSvg } from '../../views/components/LogoMark.tsx';
import { PartnerMark } from '../../views/components/PartnerMark.tsx';
import { MONOGRAM_INKS, monogramColours, monogramInitials } from '../../views/content/partner-monogram.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
/** The logo link's markup, from <a class="logo" to its </a>. */
const logoLink = (html: string) => /<a class="logo"[^>]*>.*?<\/a>/s.exec(html)?.[0] ?? '';
/** An accessible name the simple way: the link's text with the tags (and aria-hidden SVG) taken out. */
const textOf = (markup: string) =>
  markup
    .replace(/<(svg|span)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, '')
    .trim();

describe('the logo', () => {
  it.each(['/', '/fr', '/partners', '/search?q=fox'])(
    '%s: the header links home with the mark and the name',
    async (path) => {
      const html = (await request(t.app).get(path)).text;
      const link = logoLink(html);
      expect(link).toContain(
        '<img class="logo__mark" src="/favicon.svg" alt="" width="28" height="28" fetchPriority="low"/>',
      );
      expect(textOf(link)).toBe('Karma');
    },
  );

  it('public/favicon.svg, which the header shows, is the mark of LogoMark.tsx (make-icons.ts writes it)', () => {
    expect(readFileSync(join(import.meta.dirname, '../../public/favicon.svg'), 'utf8')).toBe(logoSvg());
  });

  it('pages link the SVG favicon and its ICO fallback, both served', async () => {
    const html = (await request(t.app).get('/')).text;
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    const svg = await request(t.app).get('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('the manifest lists the icons at the sizes they are', async () => {
    const { icons } = JSON.parse((await request(t.app).get('/manifest.webmanifest')).text);
    expect(icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-512.png',
    ]);
    for (const icon of icons as { src: string; sizes: string }[]) {
      const res = await request(t.app).get(icon.src).buffer(true);
      const { width, height } = pngSize(res.body);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('the login mail logo is served at 96 px', async () => {
    const res = await request(t.app).get('/icon-96.png').buffer(true);
    expect(res.status).toBe(200);
    expect(pngSize(res.body)).toEqual({ width: 96, height: 96 });
  });
});

describe('partner monograms', () => {
  it('/partners shows each partner with its monogram beside its name, legible on its colour', async () => {
    const html = (await request(t.app).get('/partners')).text;
    for (const partner of PARTNERS) {
      const { background, text } = monogramColours(partner.accent);
      const card = new RegExp(
        '<h3 class="partner-card__title"><span class="(partner-mark partner-mark--square[^"]*)" ' +
          `style="background:${background}" aria-hidden="true">${monogramInitials(partner.label)}</span>` +
          `<a href="/partners/${partnerSlug(partner)}">`,
      ).exec(html);
      expect(card, partner.label).not.toBeNull();
      // White ink unless the class names the dark one (critical.css).
      expect(card?.[1]?.includes('partner-mark--dark-ink'), partner.label).toBe(text === MONOGRAM_INKS.dark);
    }
  });

  it('/partners/{slug} shows its monogram beside the heading, which holds the name alone', async () => {
    const html = (await request(t.app).get('/partners/inat')).text;
    expect(html).toMatch(/<div class="partner__name"><span class="partner-mark[^>]*>IN<\/span><h1>iNaturalist<\/h1>/);
  });

  it('the home strip names each partner only; the partners section shows each one as a tile, monogram first', async () => {
    const html = (await request(t.app).get('/')).text;
    const strip = /<nav class="partners-strip".*?<\/nav>/s.exec(html)?.[0] ?? '';
    const links = [...strip.matchAll(/<a href="\/partners\/[^"]+">(.*?)<\/a>/gs)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(PARTNERS.map((p) => p.label)).toContain(link);
    expect(strip).not.toContain('partner-mark');
    // The monograms' rules are inline (critical.css): the home does not link info.css.
    for (const partner of PARTNERS) {
      const { background } = monogramColours(partner.accent);
      expect(html).toContain(
        `style="background:${background}" aria-hidden="true">${monogramInitials(partner.label)}</span>` +
          `<a href="/partners/${partnerSlug(partner)}">`,
      );
    }
    expect(html).toMatch(/<style[^>]*>[^<]*\.partner-mark\{/);
  });

  it('an operator-supplied logo takes the monogram’s place, with its proportions', () => {
    const partner = { label: 'ASPAS', accent: '#ae461b', logo: { src: '/partners/aspas.svg', width: 120, height: 60 } };
    expect(renderToStaticMarkup(<PartnerMark partner={partner} square />)).toBe(
      '<img class="partner-mark" src="/partners/aspas.svg" alt="" width="120" height="60" loading="lazy" decoding="async"/>',
    );
  });
});
