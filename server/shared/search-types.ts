/**
 * The normalized search model every provider maps to and from, and the pages render: a
 * SearchQuery (never the visitor's IP, cookies or user agent) in, a SearchResponse out. The
 * provider interface itself is server-only (server/search/provider.ts).
 */
import type { Locale } from './locale-choice.ts';

/** The search backends a deployment may use (SEARCH_PROVIDER, server/config.ts). */
export type SearchProviderName = 'local' | 'searxng' | 'brave';

export const VERTICALS = ['web', 'images', 'news', 'videos'] as const;
export type Vertical = (typeof VERTICALS)[number];

export const SAFE_SEARCH = ['off', 'moderate', 'strict'] as const;
export type SafeSearch = (typeof SAFE_SEARCH)[number];

/** Safe-search levels per vertical, from the settings cookie (server/accounts/safe-search-cookie.ts) or these. */
export interface SafeSearchDefaults {
  web: SafeSearch;
  images: SafeSearch;
}
export const DEFAULT_SAFE_SEARCH: SafeSearchDefaults = { web: 'moderate', images: 'strict' };

export const FRESHNESS = ['day', 'week', 'month', 'any'] as const;
export type Freshness = (typeof FRESHNESS)[number];

/** Image and video filter values; an absent key means any/all. */
export const IMAGE_FILTER_VALUES = {
  size: ['small', 'medium', 'large', 'wallpaper'],
  aspect: ['square', 'wide', 'tall'],
  type: ['animatedgif', 'clipart', 'line', 'photo', 'shopping', 'transparent'],
  colour: [
    'coloronly',
    'black',
    'blue',
    'brown',
    'gray',
    'green',
    'orange',
    'pink',
    'purple',
    'red',
    'teal',
    'white',
    'yellow',
  ],
  // 'any': any free licence (public domain or Creative Commons); no value: all images.
  licence: ['any', 'public', 'share', 'sharecommercially', 'modify', 'modifycommercially'],
} as const;
export type ImageFilterName = keyof typeof IMAGE_FILTER_VALUES;
export type ImageFilters = { [K in ImageFilterName]?: (typeof IMAGE_FILTER_VALUES)[K][number] };

export const VIDEO_FILTER_VALUES = {
  resolution: ['720p', '1080p'],
  length: ['short', 'medium', 'long'],
} as const;
export type VideoFilterName = keyof typeof VIDEO_FILTER_VALUES;
export type VideoFilters = { [K in VideoFilterName]?: (typeof VIDEO_FILTER_VALUES)[K][number] };

/** Video length buckets, in seconds: short < 5 min ≤ medium ≤ 20 min < long. */
export const VIDEO_LENGTH_S = { shortBelow: 300, longAbove: 1200 } as const;

export interface SearchQuery {
  /** The query as typed, trimmed, at most 500 characters. */
  text: string;
  vertical: Vertical;
  /** 1-based. */
  page: number;
  language: Locale;
  /** e.g. 'fr-FR'. */
  region: string;
  safeSearch: SafeSearch;
  freshness: Freshness;
  image: ImageFilters;
  video: VideoFilters;
  /** False re-runs the query exactly as typed ('Search instead for …'). */
  spellcheck: boolean;
  /**
   * The visitor's 'Personalized results' setting: the local index then ranks records of `region`
   * (its language, its country's sites) first. Absent: off.
   */
  personalized?: boolean;
}

/** Text with highlighted parts; rendered as text and <mark>, so no provider HTML reaches a page. */
export type Span = { text: string; highlight?: boolean };

interface BaseResult {
  url: string;
  title: string;
  snippet: Span[];
  /** Host or site name shown with the result. */
  site?: string;
  /** ISO 8601. */
  published?: string;
  /**
   * The search provider that found it, when several sources are merged (merge-results.ts), so a
   * page can credit it. Not the news outlet: that is NewsResult.source.
   */
  provider?: string;
}

export interface WebResult extends BaseResult {
  vertical: 'web';
}

export interface ImageResult extends BaseResult {
  vertical: 'images';
  image: {
    src: string;
    thumbnail: string;
    width?: number;
    height?: number;
    format?: string;
    licence?: string;
    /** Author or rights holder as plain text, for the attribution a free licence asks for. */
    creator?: string;
  };
}

export interface NewsResult extends BaseResult {
  vertical: 'news';
  source?: string;
  thumbnail?: string;
}

export interface VideoResult extends BaseResult {
  vertical: 'videos';
  video: {
    durationS?: number;
    resolution?: string;
    thumbnail?: string;
    embed?: string;
    /** The channel (or account) that published it, as plain text. */
    channel?: string;
  };
}

export type SearchResult = WebResult | ImageResult | NewsResult | VideoResult;

export interface Infobox {
  title: string;
  extract: string;
  url: string;
  image?: string;
}

export interface SearchResponse {
  results: SearchResult[];
  /** Whether a next page exists. */
  hasMore: boolean;
  /**
   * The provider searched for `corrected` instead of the query as typed ('Showing results for');
   * with `suggestion`, it searched the text as typed and only offers `corrected` ('Did you mean').
   */
  spelling?: { corrected: string; suggestion?: true };
  /** Query expansions ('related searches'). */
  related: string[];
  infobox?: Infobox;
  /** Upstream engines that did not answer (SearXNG reports them). */
  unresponsive: string[];
  /**
   * Sources of a merged tab left out because they cannot apply the visitor's safe-search level
   * or filters (server/search/source-fit.ts).
   */
  skipped?: string[];
  /** Results of the pages asked that the visitor's site rules blocked (server/search/ruled-lookup.ts). */
  hiddenBySiteRules?: number;
}

/** What one lookup came to, as the runner (server/search/runner.ts) hands it to a page: never an exception. */
export type Outcome =
  | { status: 'ok'; response: SearchResponse; durationMs: number; cached: boolean }
  | {
      status: 'timeout' | 'unavailable' | 'error' | 'cancelled';
      durationMs: number;
      /** Cancelled by the source's published limits (search/limited-source.ts), not by the visitor. */
      limited?: boolean;
    };

export interface Capabilities {
  verticals: readonly Vertical[];
  paging: boolean;
  maxPage: number;
  freshness: boolean;
  safeSearch: readonly SafeSearch[];
  imageSafeSearch: readonly SafeSearch[];
  imageFilters: readonly ImageFilterName[];
  videoFilters: readonly VideoFilterName[];
  suggestions: boolean;
  spelling: boolean;
  /**
   * A lookup costs only this server's CPU (no paid quota, no third party), so result pages may be
   * fetched speculatively (hover prefetch). Absent means false: a provider must declare it.
   */
  cheapLookups?: boolean;
}
