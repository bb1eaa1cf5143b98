/**
 * The Learn & Act feed as the page and the LearnActFeed island see it: display-ready cards
 * (image already routed through the /img proxy when it lives on another host, site links already
 * in the feed's language, date already written out), so the island needs no server module.
 * `GET /learn-act/items` answers a `LearnActBatch` (server/routes/learn-act-api.ts).
 */
export type ArticleType = 'Learn' | 'Act';
export type ArticleCategory = 'Learn' | 'Act' | 'Victory' | 'News';

/** The `?type=` of the feed's URLs: the Learn or the Act selection. */
export type FeedSelection = 'learn' | 'act';

export interface LearnActCard {
  /** The article's place in its selection, stable while the file does not change: the anchor `item-N`. */
  index: number;
  type: ArticleType;
  category: ArticleCategory;
  title: string;
  summary: string;
  /** Same-origin URL the browser may load (a site path or a signed `/img?url=…`). */
  image: string;
  /** Empty when the picture only decorates the title. */
  imageAlt: string;
  url: string;
  /** Whether `url` leaves the site (rel="noreferrer noopener"). */
  external: boolean;
  /** ISO 8601, for <time dateTime>. */
  date: string;
  /** The date written out in the feed's language. */
  dateText: string;
}

export interface LearnActBatch {
  items: LearnActCard[];
  /** The `cursor` of the next batch, or null after the last one. */
  nextCursor: number | null;
}
