/** A sponsored link as tests import it: the example of issue #19 and docs/sponsored-links.md. */
import type { SponsoredLink } from '../../server/sponsors/types.ts';

export const sponsoredLink = (id: string, overrides: Partial<SponsoredLink> = {}): SponsoredLink => ({
  id,
  advertiser: 'Otter Outfitters',
  title: 'Kayaks that leave otters in peace',
  displayUrl: 'otter.example',
  url: 'https://otter.example/kayaks',
  description: 'Quiet kayaks for river trips.',
  keywords: ['kayak', 'canoe'],
  phrases: ['river kayak'],
  languages: ['en', 'fr'],
  regions: ['all'],
  cpc: 40,
  currency: 'EUR',
  dailyBudget: 2000,
  start: '2026-01-01',
  end: '2027-12-31',
  paused: false,
  ...overrides,
});
