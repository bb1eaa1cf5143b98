/**
 * `--format tate`: Tate collection artworks (one JSON object per line) → image records. The
 * thumbnail URL is both the image and its thumbnail; width and height are the pixel size of the
 * largest `additionalImages` size (the physical `width`/`height` fields are millimetres and are
 * ignored); the licence is the image's copyright notice when there is one (so "©…" matches no
 * licence filter), else none; the text gathers the artists, date, medium and subject names, so
 * a search for "deer" finds artworks tagged with deer. Artworks without a thumbnail are rejected.
 */
import { type InputFormat, positiveInteger, text } from './format.ts';

interface PixelSize {
  width: number;
  height: number;
}

function largestSize(additionalImages: unknown): PixelSize | undefined {
  let largest: PixelSize | undefined;
  for (const image of Array.isArray(additionalImages) ? additionalImages : []) {
    for (const size of Array.isArray(image?.sizes) ? image.sizes : []) {
      const width = positiveInteger(size?.width);
      const height = positiveInteger(size?.height);
      if (width && height && (!largest || width * height > largest.width * largest.height)) {
        largest = { width, height };
      }
    }
  }
  return largest;
}

/** Every subject name below the tree's root ("nature", "animals: mammals", "deer"). */
function subjectNames(node: unknown, names: string[] = [], depth = 0): string[] {
  if (typeof node !== 'object' || node === null) return names;
  const { name, children } = node as { name?: unknown; children?: unknown };
  if (depth > 0 && typeof name === 'string') names.push(name);
  for (const child of Array.isArray(children) ? children : []) subjectNames(child, names, depth + 1);
  return names;
}

function copyright(raw: Record<string, unknown>): string | undefined {
  const images = Array.isArray(raw.additionalImages) ? raw.additionalImages : [];
  const notice = images.map((image) => image?.creativeCommons ?? image?.copyright).find((v) => typeof v === 'string');
  return text(raw, 'thumbnailCopyright') ?? notice;
}

export const tateFormat: InputFormat = {
  container: 'jsonl',
  toRecord(raw, { lang }) {
    const thumbnail = text(raw, 'thumbnailUrl');
    if (!thumbnail) return { reject: 'thumbnailUrl: is required' };
    const size = largestSize(raw.additionalImages);
    const description = [text(raw, 'all_artists'), text(raw, 'dateText'), text(raw, 'medium')];
    return {
      type: 'image',
      url: text(raw, 'url') as string,
      title: text(raw, 'title') as string,
      text: [...description.filter(Boolean), ...subjectNames(raw.subjects)].join('. '),
      site: 'Tate',
      lang,
      image: {
        src: thumbnail,
        thumbnail,
        width: size?.width,
        height: size?.height,
        format: /\.png$/i.test(thumbnail) ? 'png' : 'jpeg',
        licence: copyright(raw),
      },
    };
  },
};
