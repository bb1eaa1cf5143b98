/** Sponsored links for tests of the results pages and the click route. */
import type { SponsoredLink } from '../../server/sponsors/sponsor-model.ts';

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

/** Agents that are not a person following a link: isbot's list and what it leaves out. */
export const AUTOMATED_AGENTS = [
  'curl/8.0',
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0 A',
  'libcurl/8.4.0',
  'HTTPie/3.2.2',
  'PHP/8.2',
  'Ruby',
  'Dart/3.1 (dart:io)',
  'reqwest/0.11.22',
  'Mozilla/5.0 (Linux; Android 11; Google-Read-Aloud) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) app/1.0 Chrome/120.0.0.0 Electron/28.0.0 Safari/537.36',
];
/** Purpose headers of loads no person asked for yet. */
export const SPECULATIVE_HEADERS: [string, string][] = [
  ['Sec-Purpose', 'prefetch'],
  ['Purpose', 'prefetch'],
  ['X-Purpose', 'preview'],
  ['X-Moz', 'prefetch'],
];
