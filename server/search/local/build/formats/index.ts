/** The importer's input formats, by --format name. */
import { cirrussearchFormat } from './cirrussearch.ts';
import { cocoFormat } from './coco.ts';
import type { InputFormat } from './format.ts';
import { huffpostFormat } from './huffpost.ts';
import { karmaFormat } from './karma.ts';
import { tateFormat } from './tate.ts';
import { wikiextractorFormat } from './wikiextractor.ts';
import { wikinewsFormat } from './wikinews.ts';

export const INPUT_FORMATS = {
  karma: karmaFormat,
  wikiextractor: wikiextractorFormat,
  huffpost: huffpostFormat,
  tate: tateFormat,
  wikinews: wikinewsFormat,
  coco: cocoFormat,
  cirrussearch: cirrussearchFormat,
} satisfies Record<string, InputFormat>;

export type FormatName = keyof typeof INPUT_FORMATS;

export function isFormatName(value: string): value is FormatName {
  return Object.hasOwn(INPUT_FORMATS, value);
}

export type { InputFormat, MapOptions, Mapped } from './format.ts';
export { wikipediaUrl } from './wikiextractor.ts';
