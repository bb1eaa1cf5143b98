/**
 * `--format coco`: the per-image COCO JSON lines (`id, coco_url, flickr_url, width, height,
 * license_name, license_url, captions[]`) → image records (kind photo): the first caption is the
 * title, all captions the text; the licence is the licence URL (a Creative Commons deed, which
 * filter-rules.ts reads) or name; site "COCO".
 */
import { type InputFormat, positiveInteger, text } from './format.ts';

export const cocoFormat: InputFormat = {
  container: 'jsonl',
  toRecord(raw, { lang }) {
    const captions = Array.isArray(raw.captions) ? raw.captions.filter((c) => typeof c === 'string') : [];
    const src = text(raw, 'coco_url');
    if (!src) return { reject: 'coco_url: is required' };
    if (captions.length === 0) return { reject: 'captions: is required' };
    return {
      type: 'image',
      url: src,
      title: captions[0]!,
      text: captions.join(' '),
      site: 'COCO',
      lang,
      image: {
        src,
        thumbnail: text(raw, 'flickr_url') ?? src,
        width: positiveInteger(raw.width),
        height: positiveInteger(raw.height),
        format: 'jpeg',
        licence: text(raw, 'license_url') ?? text(raw, 'license_name'),
        kind: 'photo',
      },
    };
  },
};
