/**
 * What others have said about Karma: press mentions and quotes, as the operator lists them in
 * server/shared/press-mentions.ts and server/shared/testimonials.ts. Views show only entries that
 * pass these checks, so a typo in the content file hides one entry rather than breaking a page.
 */

export interface PressMention {
  /** The newspaper, site or programme, e.g. 'Le Monde'. */
  outlet: string;
  /** The article's headline, in its own language. */
  title: string;
  /** Publication day, `YYYY-MM-DD`; shown in the page's language. */
  date: string;
  /** The article itself: an http(s) address. */
  url: string;
  /** The article's language (BCP 47, e.g. 'fr'), when it differs from the page's. */
  lang?: string;
}

export interface Testimonial {
  /** The words, exactly as said or written, with the person's consent to publish them. */
  quote: string;
  /** Who said it. */
  name: string;
  /** Where or as whom: 'Karma user since 2024', 'Biologist, Re:wild', a publication. */
  source: string;
  /** Where the quote was published, if anywhere: an http(s) address. */
  url?: string;
  lang?: string;
}

/** The operator's lists, as views receive them (ViewServices.coverage). */
export interface Coverage {
  pressMentions: readonly PressMention[];
  testimonials: readonly Testimonial[];
}

const isHttpUrl = (value: string | undefined): boolean => {
  if (value === undefined) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The mentions worth showing, newest first. */
export function shownMentions(mentions: readonly PressMention[]): PressMention[] {
  return mentions
    .filter((m) => m.outlet.trim() && m.title.trim() && isDay(m.date) && isHttpUrl(m.url))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The quotes worth showing, in the operator's order. */
export function shownTestimonials(testimonials: readonly Testimonial[]): Testimonial[] {
  return testimonials.filter(
    (q) => q.quote.trim() && q.name.trim() && q.source.trim() && (q.url === undefined || isHttpUrl(q.url)),
  );
}
