/**
 * `--format huffpost`: the News Category Dataset (`link, headline, category, short_description,
 * authors, date`) → news records: the headline is the title, the short description the text,
 * the date (YYYY-MM-DD) the publication date; site "HuffPost".
 */
import { type InputFormat, text } from './format.ts';

export const huffpostFormat: InputFormat = {
  container: 'jsonl',
  toRecord(raw, { lang }) {
    return {
      type: 'news',
      url: text(raw, 'link') as string,
      title: text(raw, 'headline') as string,
      text: text(raw, 'short_description') ?? '',
      published: text(raw, 'date'),
      site: 'HuffPost',
      lang,
    };
  },
};
