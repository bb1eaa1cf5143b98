/** Sponsored links for tests of the results pages and the click route (issue #19). */
import type { SponsoredLink } from '../../server/sponsors/types.ts';

export function sponsoredLink(id: string, extra: Partial<SponsoredLink> = {}): SponsoredLink {
  return {
    id,
    advertiser: 'Otter Outfitters',
    title: `Kayaks from ${id}`,
    displayUrl: `${id}.example`,
    url: `https://${id}.example/landing`,
    description: 'Quiet kayaks for river trips.',
    keywords: ['kayak', 'canoe'],
    phrases: [],
    languages: ['en', 'fr'],
    regions: ['all'],
    cpc: 40,
    currency: 'EUR',
    dailyBudget: 2000,
    start: '2026-01-01',
    end: '2027-12-31',
    paused: false,
    ...extra,
  };
}

/** The sponsored section of a results page, or undefined when there is none. */
export function sponsoredSection(html: string): string | undefined {
  return /<section class="sponsored"[\s\S]*?<\/section>/.exec(html)?.[0];
}

/** Each sponsored item's link: its href (HTML-decoded), rel, and text in reading order. */
export function sponsoredItems(html: string): { href: string; rel: string; text: string; html: string }[] {
  const section = sponsoredSection(html) ?? '';
  return [...section.matchAll(/<li class="sponsored__item">([\s\S]*?)<\/li>/g)].map((m) => {
    const item = m[1] as string;
    const anchor = /<a [^>]*href="([^"]*)"[^>]*rel="([^"]*)"/.exec(item);
    return {
      href: (anchor?.[1] ?? '').replaceAll('&amp;', '&'),
      rel: anchor?.[2] ?? '',
      text: item
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      html: item,
    };
  });
}

/** A desktop browser's user agent (crawlers' clicks are not billed). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
