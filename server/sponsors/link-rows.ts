/**
 * Sponsored links to and from their sponsored_links rows (server/db/schema.ts). Lists are stored
 * as JSON text; a row that no longer parses (edited by hand) reads as empty lists rather than
 * failing every results page.
 */
import type { Selectable } from 'kysely';
import type { SponsoredLinksTable } from '../db/schema.ts';
import type { SponsoredLink } from './sponsor-model.ts';

type Row = Selectable<SponsoredLinksTable>;

export function toLinkRow(link: SponsoredLink, updatedAt: number): SponsoredLinksTable {
  return {
    id: link.id,
    advertiser: link.advertiser,
    title: link.title,
    display_url: link.displayUrl,
    target_url: link.url,
    description: link.description,
    keywords_json: JSON.stringify(link.keywords),
    phrases_json: JSON.stringify(link.phrases),
    languages_json: JSON.stringify(link.languages),
    regions_json: JSON.stringify(link.regions),
    cpc: link.cpc,
    currency: link.currency,
    daily_budget: link.dailyBudget,
    start_day: link.start,
    end_day: link.end,
    paused: link.paused ? 1 : 0,
    updated_at: updatedAt,
  };
}

function stringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function fromLinkRow(row: Row): SponsoredLink {
  return {
    id: row.id,
    advertiser: row.advertiser,
    title: row.title,
    displayUrl: row.display_url,
    url: row.target_url,
    description: row.description,
    keywords: stringList(row.keywords_json),
    phrases: stringList(row.phrases_json),
    languages: stringList(row.languages_json),
    regions: stringList(row.regions_json),
    // int8 may come back as text from a pool without the bigint parser.
    cpc: Number(row.cpc),
    currency: row.currency,
    dailyBudget: Number(row.daily_budget),
    start: row.start_day,
    end: row.end_day,
    paused: Number(row.paused) === 1,
  };
}
