import { describe, expect, it } from 'vitest';
import { csvObjects, parseCsv } from '../../server/search/local/build/csv.ts';
import { titlePhrases } from '../../server/search/local/build/derived-tables.ts';
import { INPUT_FORMATS, wikipediaUrl } from '../../server/search/local/build/formats/index.ts';
import { validateRecord } from '../../server/search/local/build/index-record.ts';
import { extractOf } from '../../server/search/local/query/article.ts';

// Invented records shaped like each source format.
const map = (format: keyof typeof INPUT_FORMATS, raw: Record<string, unknown>, lang = 'en') =>
  INPUT_FORMATS[format].toRecord(raw, { lang });

describe('wikipediaUrl', () => {
  it.each([
    ['en', 'Red fox', 'https://en.wikipedia.org/wiki/Red_fox'],
    ['en', 'Erato (plant)', 'https://en.wikipedia.org/wiki/Erato_(plant)'],
    ['fr', 'Renard roux', 'https://fr.wikipedia.org/wiki/Renard_roux'],
    ['es', 'Ñandú', 'https://es.wikipedia.org/wiki/%C3%91and%C3%BA'],
    ['en', 'AC/DC: a study, part 1', 'https://en.wikipedia.org/wiki/AC/DC:_a_study,_part_1'],
    ['en', 'Tom & Jerry?', 'https://en.wikipedia.org/wiki/Tom_%26_Jerry%3F'],
  ])('%s %j → %s', (lang, title, url) => expect(wikipediaUrl(lang, title)).toBe(url));
});

describe('format mappers', () => {
  it('wikiextractor: canonical article URL in the --lang language', () => {
    expect(
      map(
        'wikiextractor',
        { id: '7', url: 'http://en.wikipedia.org/wiki?curid=7', title: 'Grey heron', text: 'A bird.' },
        'fr',
      ),
    ).toEqual({
      type: 'web',
      url: 'https://fr.wikipedia.org/wiki/Grey_heron',
      title: 'Grey heron',
      text: 'A bird.',
      lang: 'fr',
    });
    expect(map('wikiextractor', { id: '8', text: 'x' })).toEqual({ reject: 'title: is required' });
  });

  it('huffpost: headline, description and date as a news record', () => {
    const record = map('huffpost', {
      link: 'https://www.huffpost.com/entry/test_n_1',
      headline: 'Test Headline',
      category: 'U.S. NEWS',
      short_description: 'A short abstract.',
      authors: 'A. Writer',
      date: '2022-09-23',
    });
    expect(record).toMatchObject({ type: 'news', title: 'Test Headline', published: '2022-09-23', site: 'HuffPost' });
    expect(validateRecord(record)).toMatchObject({ ok: true, record: { published: Date.UTC(2022, 8, 23) } });
  });

  it('tate: thumbnail as image, largest additional size as pixels, subjects in the text', () => {
    const record = map('tate', {
      id: 1,
      title: 'A Test Deer',
      url: 'http://www.tate.org.uk/art/artworks/test-deer',
      thumbnailUrl: 'http://www.tate.org.uk/art/images/work/T/T00/T00001_8.jpg',
      thumbnailCopyright: null,
      all_artists: 'An Artist',
      dateText: '1827',
      medium: 'Watercolour',
      width: '394',
      height: '419',
      additionalImages: [
        {
          copyright: '© A Foundation',
          creativeCommons: null,
          sizes: [
            { width: 512, height: 378 },
            { width: 1024, height: 756 },
          ],
        },
      ],
      subjects: {
        id: 1,
        name: 'subject',
        children: [{ id: 60, name: 'nature', children: [{ id: 2962, name: 'deer' }] }],
      },
    });
    expect(record).toMatchObject({
      type: 'image',
      title: 'A Test Deer',
      site: 'Tate',
      text: 'An Artist. 1827. Watercolour. nature. deer',
      image: { src: expect.stringMatching(/_8\.jpg$/), width: 1024, height: 756, licence: '© A Foundation' },
    });
    expect(map('tate', { title: 'No thumbnail', url: 'http://www.tate.org.uk/x' })).toEqual({
      reject: 'thumbnailUrl: is required',
    });
  });

  it('wikinews: fixes the doubled slash', () => {
    expect(
      map('wikinews', {
        url: 'https://en.wikinews.org//wiki/Test_story',
        date: '2020-01-01',
        title: 'Test story',
        text: 'Body.',
      }),
    ).toMatchObject({ type: 'news', url: 'https://en.wikinews.org/wiki/Test_story', published: '2020-01-01' });
  });

  it('coco: first caption as title, licence URL kept for the filters', () => {
    expect(
      map('coco', {
        id: 1,
        coco_url: 'http://images.cocodataset.org/val2017/1.jpg',
        flickr_url: 'http://farm.test/1.jpg',
        width: 640,
        height: 426,
        license_url: 'http://creativecommons.org/licenses/by-nc/2.0/',
        captions: ['A dog on a sofa.', 'A brown dog.'],
      }),
    ).toMatchObject({
      type: 'image',
      title: 'A dog on a sofa.',
      text: 'A dog on a sofa. A brown dog.',
      image: { width: 640, height: 426, kind: 'photo', licence: 'http://creativecommons.org/licenses/by-nc/2.0/' },
    });
  });
});

describe('validateRecord', () => {
  const web = { type: 'web', url: 'https://ok.test/', title: 'Title' };
  it.each([
    [{ ...web, url: undefined }, 'url: is required'],
    [{ ...web, url: 'javascript:alert(1)' }, 'url: must be an http(s) URL or a path starting with /'],
    [{ ...web, url: '//evil.test/x' }, 'url: must be an http(s) URL or a path starting with /'],
    [{ ...web, title: '  ' }, 'title: Too small: expected string to have >=1 characters'],
    [{ ...web, type: 'image' }, 'image: is required when type is image'],
    [{ ...web, published: '2024-02-30' }, 'published: is not a real date'],
    [{ ...web, lang: 'english!' }, 'lang: must be a language tag such as en or fr-FR'],
    [{ ...web, adult: 'yes' }, 'adult: Invalid input: expected boolean, received string'],
  ])('%j → %s', (record, reason) => expect(validateRecord(record)).toEqual({ ok: false, reason }));

  it('accepts site paths, normalizes the language and dates', () => {
    expect(
      validateRecord({ ...web, url: '/discover#privacy', lang: 'fr-FR', published: '2024-02-03T10:00:00+01:00' }),
    ).toEqual({
      ok: true,
      record: {
        ...web,
        url: '/discover#privacy',
        text: '',
        lang: 'fr',
        adult: false,
        popularity: 0,
        published: Date.UTC(2024, 1, 3, 9),
      },
    });
  });
});

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, commas and newlines inside fields', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\nlast,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ]);
    expect(csvObjects('\uFEFFurl,title\nhttps://a.test/,A\n')).toEqual([{ url: 'https://a.test/', title: 'A' }]);
  });
});

describe('titlePhrases', () => {
  it.each([
    ['Red fox', ['red'], 'red fox'],
    ['List of birds of France', ['list', 'list of', 'list of birds'], 'list of birds of france'],
    ['Zebra', [], 'zebra'],
    ['New York, New York', ['new', 'new york', 'new york, new'], 'new york, new york'],
  ])('%s', (title, leading, full) => expect(titlePhrases(title)).toEqual({ leading, full }));

  it('drops full titles longer than 80 characters', () => expect(titlePhrases('x '.repeat(50)).full).toBeUndefined());
});

describe('extractOf', () => {
  it('keeps short texts whole and ends long ones at a sentence or a word', () => {
    expect(extractOf('A short\n\ntext.')).toBe('A short text.');
    const sentences = 'This sentence is about forty characters. '.repeat(10);
    expect(extractOf(sentences)).toMatch(/characters\.$/);
    expect(extractOf('word '.repeat(100))).toMatch(/^word( word)*…$/);
  });
});
