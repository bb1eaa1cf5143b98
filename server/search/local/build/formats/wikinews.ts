/**
 * `--format wikinews`: the Wikinews CSV files (header `url,date,title,text`) → news records. The
 * source's doubled slash (`https://en.wikinews.org//wiki/…`) is fixed; site "Wikinews".
 */
import { type InputFormat, text } from './format.ts';

export const wikinewsFormat: InputFormat = {
  container: 'csv',
  toRecord(raw, { lang }) {
    return {
      type: 'news',
      url: text(raw, 'url')?.replace('.org//wiki/', '.org/wiki/') as string,
      title: text(raw, 'title') as string,
      text: text(raw, 'text') ?? '',
      published: text(raw, 'date'),
      site: 'Wikinews',
      lang,
    };
  },
};
