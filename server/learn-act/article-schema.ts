/**
 * The Learn & Act file format: `learn-and-act-{locale}.json` holds an array of articles (or an
 * object `{ "articles": [...] }`). Each is validated on its own: a bad entry is dropped and
 * counted, so one typo in a bucket upload does not blank the feed; a file that is not JSON or not
 * a list is refused as a whole (the page then says the feed could not load).
 */
import { z } from 'zod';

/** A path on this site (`/feed/wolf.webp`) or an absolute https/http URL. */
const link = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/\s]+/i.test(v),
    'must be a site path or an http(s) URL',
  );

export const articleSchema = z.object({
  type: z.enum(['Learn', 'Act']),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(1000),
  desktopImage: link,
  /** Not in the original format: the image's alternative text, empty for a decorative picture. */
  imageAlt: z.string().trim().max(300).optional(),
  url: link,
  category: z.enum(['Learn', 'Act', 'Victory', 'News']),
  date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
});

export type Article = z.infer<typeof articleSchema>;

export class MalformedFeedFile extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFeedFile';
  }
}

const fileSchema = z.union([z.array(z.unknown()), z.object({ articles: z.array(z.unknown()) })]);

/** The valid articles of a file's text and how many entries were dropped; throws MalformedFeedFile. */
export function parseFeedFile(text: string): { articles: Article[]; dropped: number } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MalformedFeedFile('not JSON');
  }
  return parseFeedJson(json);
}

/** The same, for a file already parsed (the bundled starter content). */
export function parseFeedJson(json: unknown): { articles: Article[]; dropped: number } {
  const file = fileSchema.safeParse(json);
  if (!file.success) throw new MalformedFeedFile('not a list of articles');
  const entries = Array.isArray(file.data) ? file.data : file.data.articles;
  const articles: Article[] = [];
  for (const entry of entries) {
    const parsed = articleSchema.safeParse(entry);
    if (parsed.success) articles.push(parsed.data);
  }
  return { articles, dropped: entries.length - articles.length };
}
