/**
 * Which sources answer each results tab (SEARCH_PROVIDERS), parsed and checked at boot:
 *
 *   parseSearchSources('web=local+wikipedia,images=local+openverse+commons')
 *   // → { ok: true, tabs: { web: ['local', 'wikipedia'], images: [...], news: ['local'], videos: ['local'] } }
 *
 * A tab the value does not name is served by the local index alone. Sources are listed in merge
 * order: on equal fused scores the earlier source wins (merge-results.ts). The open profile is
 * what a fresh install gets when neither SEARCH_PROVIDERS nor SEARCH_PROVIDER is set
 * (docs/decisions/032-open-providers-merged.md).
 */
import { VERTICALS, type Vertical } from '../shared/search-types.ts';

export const SOURCE_NAMES = [
  'local',
  'searxng',
  'brave',
  'wikipedia',
  'commons',
  'openverse',
  'sepia',
  'gdelt',
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** The tabs each source can serve: the open APIs each answer one vertical. */
export const SOURCE_VERTICALS: Record<SourceName, readonly Vertical[]> = {
  local: VERTICALS,
  searxng: VERTICALS,
  brave: VERTICALS,
  wikipedia: ['web'],
  commons: ['images'],
  openverse: ['images'],
  sepia: ['videos'],
  gdelt: ['news'],
};

export type SourceTabs = Record<Vertical, readonly SourceName[]>;

export const OPEN_PROFILE: SourceTabs = {
  web: ['local', 'wikipedia'],
  images: ['local', 'openverse', 'commons'],
  news: ['local', 'gdelt'],
  videos: ['local', 'sepia'],
};

/** One source for every tab (SEARCH_PROVIDER, as before SEARCH_PROVIDERS existed). */
export function sameSourceEverywhere(source: SourceName): SourceTabs {
  return { web: [source], images: [source], news: [source], videos: [source] };
}

export function sourcesUsed(tabs: SourceTabs): SourceName[] {
  return [...new Set(VERTICALS.flatMap((tab) => tabs[tab]))];
}

export type ParsedSources = { ok: true; tabs: SourceTabs } | { ok: false; problem: string };

const isVertical = (name: string): name is Vertical => (VERTICALS as readonly string[]).includes(name);
const isSource = (name: string): name is SourceName => (SOURCE_NAMES as readonly string[]).includes(name);

/** `tab=source+source,…`; the problem, if any, is worded for the operator. */
export function parseSearchSources(text: string): ParsedSources {
  const tabs: Record<Vertical, SourceName[]> = {
    web: ['local'],
    images: ['local'],
    news: ['local'],
    videos: ['local'],
  };
  const named = new Set<Vertical>();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, problem: 'names no tab (expected e.g. web=local+wikipedia)' };
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const tab = (equals < 0 ? entry : entry.slice(0, equals)).trim().toLowerCase();
    if (equals < 0) return { ok: false, problem: `"${entry}" is not tab=source+source` };
    if (!isVertical(tab)) return { ok: false, problem: `unknown tab "${tab}" (tabs: ${VERTICALS.join(', ')})` };
    if (named.has(tab)) return { ok: false, problem: `tab "${tab}" is named twice` };
    named.add(tab);
    const names = entry
      .slice(equals + 1)
      .split('+')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (names.length === 0) return { ok: false, problem: `tab "${tab}" has no source` };
    for (const name of names) {
      if (!isSource(name))
        return { ok: false, problem: `unknown source "${name}" (sources: ${SOURCE_NAMES.join(', ')})` };
      if (!SOURCE_VERTICALS[name].includes(tab)) {
        return {
          ok: false,
          problem: `source "${name}" cannot serve the ${tab} tab (it serves ${SOURCE_VERTICALS[name].join(', ')})`,
        };
      }
    }
    tabs[tab] = [...new Set(names as SourceName[])];
  }
  return { ok: true, tabs };
}
