/** Which result URLs are encyclopedia articles, and which hosts count as wikis by default. */
import { describe, expect, it } from 'vitest';
import { createEncyclopedia, isWikipediaHost } from '../../server/search/encyclopedia.ts';

describe('isWikipediaHost', () => {
  it.each([
    ['https://en.wikipedia.org/', true],
    ['https://fr.wikipedia.org/', true],
    ['https://zh-yue.wikipedia.org/', true],
    ['https://es.m.wikipedia.org/', true],
    ['https://species.wikimedia.org/', true],
    ['http://en.wikipedia.org/', false], // https only
    ['https://en.wikipedia.org:8443/', false],
    ['https://www.wikipedia.org/', false], // the portal, not a wiki
    ['https://wikipedia.org/', false],
    ['https://en.wikipedia.org.evil.example/', false],
    ['https://evilwikipedia.org/', false],
    ['https://a.b.wikipedia.org/', false],
    ['https://commons.wikimedia.org/', false],
  ])('%s → %s', (url, expected) => {
    expect(isWikipediaHost(new URL(url))).toBe(expected);
  });
});

describe('articleFrom (default hosts)', () => {
  const { articleFrom } = createEncyclopedia();
  const en = 'https://en.wikipedia.org';
  it.each([
    [`${en}/wiki/Red_fox`, 'Red fox'],
    [`${en}/wiki/Red_fox#Diet`, 'Red fox'],
    [`${en}/wiki/Red_fox?oldid=1`, 'Red fox'],
    ['https://fr.wikipedia.org/wiki/%C3%89cureuil_roux', 'Écureuil roux'],
    ['https://fr.wikipedia.org/wiki/Écureuil_roux', 'Écureuil roux'],
    [`${en}/wiki/Mercury_(planet)`, 'Mercury (planet)'],
    [`${en}/wiki/Mercury_%28planet%29`, 'Mercury (planet)'],
    [`${en}/wiki/AC/DC`, 'AC/DC'],
    [`${en}/wiki/C%2B%2B`, 'C++'],
    [`${en}/wiki/Star_Wars:_Episode_IV`, 'Star Wars: Episode IV'],
    ['https://species.wikimedia.org/wiki/Vulpes_vulpes', 'Vulpes vulpes'],
  ])('%s → %s', (url, title) => {
    expect(articleFrom(url)).toEqual({ origin: new URL(url).origin, title });
  });

  it.each([
    ['another host with /wiki/', 'https://example.org/wiki/Red_fox'],
    ['plain http', 'http://en.wikipedia.org/wiki/Red_fox'],
    ['a Special: page', `${en}/wiki/Special:Random`],
    ['a lower-case special: page', `${en}/wiki/special:Search`],
    ['a French Spécial: page', 'https://fr.wikipedia.org/wiki/Sp%C3%A9cial:Recherche'],
    ['a talk page', `${en}/wiki/Talk:Red_fox`],
    ['a user talk page', `${en}/wiki/User_talk:Example`],
    ['a French talk page', 'https://fr.wikipedia.org/wiki/Discussion_utilisateur:Exemple'],
    ['a Spanish talk page', 'https://es.wikipedia.org/wiki/Usuario_discusi%C3%B3n:Ejemplo'],
    ['a file page', `${en}/wiki/File:Red_fox.jpg`],
    ['a category', 'https://es.wikipedia.org/wiki/Categor%C3%ADa:Vulpes'],
    ['no title', `${en}/wiki/`],
    ['a blank title', `${en}/wiki/__`],
    ['the main page path', `${en}/`],
    ['index.php', `${en}/w/index.php?title=Red_fox`],
    ['broken percent-encoding', `${en}/wiki/%E0%A4%A`],
    ['a title with a pipe (two titles to the API)', `${en}/wiki/Red_fox%7CArctic_fox`],
    ['a title with an encoded #', `${en}/wiki/Red_fox%23Diet`],
    ['a title with brackets', `${en}/wiki/%5B%5BRed_fox%5D%5D`],
    ['a title with a control character', `${en}/wiki/Red%00fox`],
    ['not a URL', 'Red fox'],
  ])('%s is not an article', (_label, url) => {
    expect(articleFrom(url)).toBeUndefined();
  });
});
