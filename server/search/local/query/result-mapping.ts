/**
 * Maps a matched index row to the normalized result types: web → WebResult, image →
 * ImageResult, news → NewsResult, video → VideoResult. `site` is the record's site or else its
 * URL's host (without www.); `published` is ISO 8601.
 */
import type { SearchResult, Span } from '../../../shared/search-types.ts';
import type { RecordType } from '../build/index-record.ts';
import type { StoredMedia } from '../build/index-writer.ts';

export interface ResultRow {
  id: number;
  url: string;
  type: RecordType;
  site: string | null;
  published: number | null;
  media: string | null;
  title: string;
  text: string;
}

export function hostOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  return new URL(url).hostname.replace(/^www\./, '') || undefined;
}

export function toResult(row: ResultRow, snippet: Span[]): SearchResult {
  const media: StoredMedia = row.media ? JSON.parse(row.media) : {};
  const site = row.site ?? hostOf(row.url);
  const base = {
    url: row.url,
    title: row.title,
    snippet,
    ...(site && { site }),
    ...(row.published !== null && { published: new Date(row.published).toISOString() }),
  };
  const { image, video } = media;
  switch (row.type) {
    case 'image':
      return {
        vertical: 'images',
        ...base,
        image: {
          src: image?.src ?? row.url,
          thumbnail: image?.thumbnail ?? image?.src ?? row.url,
          width: image?.width,
          height: image?.height,
          format: image?.format,
          licence: image?.licence,
        },
      };
    case 'news':
      return { vertical: 'news', ...base, source: site, thumbnail: image?.thumbnail ?? image?.src };
    case 'video':
      return {
        vertical: 'videos',
        ...base,
        video: {
          durationS: video?.duration_s,
          resolution: video?.resolution,
          thumbnail: video?.thumbnail ?? image?.thumbnail,
          embed: video?.embed,
        },
      };
    default:
      return { vertical: 'web', ...base };
  }
}
