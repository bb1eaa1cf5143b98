/**
 * `--format wikiextractor`: WikiExtractor JSON lines (`id, url, title, text`) → web records whose
 * URL is the article's canonical address, https://{lang}.wikipedia.org/wiki/{Title_with_underscores}
 * (the source's `?curid=` URL is dropped), in the language given by --lang.
 */
import { type InputFormat, text } from './format.ts';

/** Characters Wikipedia leaves unescaped in article paths, though encodeURIComponent escapes them. */
const KEPT = { '%2F': '/', '%3A': ':', '%2C': ',', '%3B': ';', '%40': '@', '%24': '$' } as const;

/** https://en.wikipedia.org/wiki/Erato_(plant) for ('en', 'Erato (plant)'). */
export function wikipediaUrl(lang: string, title: string): string {
  const path = encodeURIComponent(title.trim().replace(/ /g, '_')).replace(
    /%2F|%3A|%2C|%3B|%40|%24/g,
    (escaped) => KEPT[escaped as keyof typeof KEPT],
  );
  return `https://${lang}.wikipedia.org/wiki/${path}`;
}

export const wikiextractorFormat: InputFormat = {
  container: 'jsonl',
  toRecord(raw, { lang }) {
    const title = text(raw, 'title');
    if (!title) return { reject: 'title: is required' };
    return { type: 'web', url: wikipediaUrl(lang, title), title, text: text(raw, 'text') ?? '', lang };
  },
};
