/**
 * The Learn & Act file format (server/learn-act/article-schema.ts) and the starter content the
 * server ships: every article valid, real partners' links, illustrations that exist.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_FEED_FILES } from '../../server/content/learn-act/index.ts';
import {
  type Article,
  articleSchema,
  MalformedFeedFile,
  parseFeedFile,
  parseFeedJson,
} from '../../server/learn-act/article-schema.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { findPartner } from '../../server/shared/partners.ts';

const good: Article = {
  type: 'Learn',
  title: 'Why the fox is not a pest',
  summary: 'Foxes eat voles.',
  desktopImage: '/feed/fox.webp',
  url: '/partners/aspas',
  category: 'Learn',
  date: '2026-11-16',
};

describe('article schema', () => {
  it.each([
    ['a site image and link', {}],
    ['absolute https URLs', { desktopImage: 'https://cdn.example/a.webp', url: 'https://aspas-nature.org/' }],
    ['an http URL', { url: 'http://example.org/page' }],
    ['a date-time with offset', { date: '2026-11-16T08:30:00+01:00' }],
    ['a UTC date-time', { date: '2026-11-16T08:30:00Z' }],
    ['an Act in Victory', { type: 'Act', category: 'Victory' }],
    ['alt text', { imageAlt: 'A fox' }],
  ])('accepts %s', (_name, change) => {
    expect(articleSchema.safeParse({ ...good, ...change }).success).toBe(true);
  });

  it.each([
    ['a missing title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['an empty summary', { summary: '' }],
    ['an unknown type', { type: 'Read' }],
    ['a lower-case type', { type: 'learn' }],
    ['an unknown category', { category: 'Opinion' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['a protocol-relative image', { desktopImage: '//evil.example/x.png' }],
    ['a relative path without slash', { desktopImage: 'feed/fox.webp' }],
    ['a data: image', { desktopImage: 'data:image/png;base64,AAAA' }],
    ['a date that is not ISO', { date: '16/11/2026' }],
    ['an impossible date', { date: '2026-02-30' }],
    ['a number for a date', { date: 20261116 }],
    ['a title of 201 characters', { title: 'x'.repeat(201) }],
  ])('refuses %s', (_name, change) => {
    expect(articleSchema.safeParse({ ...good, ...change }).success).toBe(false);
  });

  it('keeps the valid entries of a file and counts the others', () => {
    const text = JSON.stringify([good, { ...good, type: 'Nope' }, 42, { ...good, title: 'Second' }]);
    const { articles, dropped } = parseFeedFile(text);
    expect(articles.map((a) => a.title)).toEqual(['Why the fox is not a pest', 'Second']);
    expect(dropped).toBe(2);
  });

  it('accepts an object holding the articles', () => {
    expect(parseFeedJson({ articles: [good] }).articles).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', '<html>502 Bad Gateway</html>'],
    ['an empty body', ''],
    ['an object without articles', '{"items": []}'],
    ['a string', '"articles"'],
    ['null', 'null'],
  ])('refuses %s as a whole', (_name, text) => {
    expect(() => parseFeedFile(text)).toThrow(MalformedFeedFile);
  });
});

describe('starter content', () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      const { articles, dropped } = parseFeedJson(LOCAL_FEED_FILES[locale]);

      it('has at least 10 valid articles and nothing invalid', () => {
        expect(dropped).toBe(0);
        expect(articles.length).toBeGreaterThanOrEqual(10);
      });

      it('mixes Learn and Act, more than one batch of each, in every category', () => {
        expect(articles.filter((a) => a.type === 'Learn').length).toBeGreaterThan(5);
        expect(articles.filter((a) => a.type === 'Act').length).toBeGreaterThan(5);
        expect(new Set(articles.map((a) => a.category))).toEqual(new Set(['Learn', 'Act', 'Victory', 'News']));
      });

      it('links partner pages that exist or https sites, and is dated before 2026-11-21', () => {
        for (const article of articles) {
          const partner = /^\/partners\/([a-z0-9]+)$/.exec(article.url)?.[1];
          if (partner) expect(findPartner(partner), article.url).toBeDefined();
          else expect(article.url, article.title).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
          expect(Date.parse(article.date), article.title).toBeLessThan(Date.parse('2026-11-21'));
        }
      });

      it('uses illustrations from public/feed with alt text', () => {
        for (const article of articles) {
          expect(article.desktopImage).toMatch(/^\/feed\/[a-z-]+\.webp$/);
          expect(existsSync(`public${article.desktopImage}`), article.desktopImage).toBe(true);
          expect(article.imageAlt?.length ?? 0, article.title).toBeGreaterThan(10);
        }
      });
    });
  }

  it('ships the illustrations other features name', () => {
    for (const name of ['forest', 'ocean', 'wolf', 'bird', 'farm', 'courtroom']) {
      expect(existsSync(`public/feed/${name}.webp`), name).toBe(true);
    }
  });
});
