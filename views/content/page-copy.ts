/**
 * The shape of page copy kept as typed data: every page holds one entry per locale
 * (Localized<PageCopy>, server/shared/locale-choice.ts), so a missing translation is a type error
 * rather than an empty paragraph in production.
 *
 * Prose lives here; short interface labels (titles, table headers, link names) live in
 * locales/*.json, where the locale test checks their parity.
 */

/** A link inside prose. A path starting with '/' is a page of this site and gets the locale prefix. */
export interface InlineLink {
  text: string;
  href: string;
}

export type Inline = string | InlineLink;

/** One paragraph or list item: plain text, or text with links. */
export type Paragraph = string | readonly Inline[];

/** Where a page puts something computed at render time (a table, provider-specific text). */
export type SlotName =
  | 'cookie-table'
  | 'search-provider'
  | 'partner-list'
  | 'store-links'
  | 'search-url'
  | 'share-tools'
  | 'press-facts'
  | 'press-kit'
  | 'press-coverage';

export interface Section {
  /** The anchor (`/what#roadmap`). May differ per locale where search results already link to it. */
  id: string;
  heading: string;
  paragraphs?: readonly Paragraph[];
  items?: readonly Paragraph[];
  /** Rendered after the paragraphs, before the items. */
  slot?: SlotName;
  subsections?: readonly Section[];
}

export interface PageCopy {
  /** The first paragraph, under the title. */
  lead: Paragraph;
  sections: readonly Section[];
}
