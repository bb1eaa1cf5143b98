/**
 * SEARCH_PROVIDERS: which sources answer each tab, its precedence over SEARCH_PROVIDER, the open
 * profile when neither is set, and boot errors that name the variable and say what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.ts';
import { OPEN_PROFILE } from '../../server/search/search-sources.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const LOCAL_ONLY = { web: ['local'], images: ['local'], news: ['local'], videos: ['local'] };

describe('SEARCH_PROVIDERS', () => {
  it.each([
    ['neither set: the open profile', {}, OPEN_PROFILE, 'local'],
    ['SEARCH_PROVIDER=local: the local index everywhere', { SEARCH_PROVIDER: 'local' }, LOCAL_ONLY, 'local'],
    [
      'SEARCH_PROVIDER=searxng: SearXNG everywhere',
      { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'http://127.0.0.1:9' },
      { web: ['searxng'], images: ['searxng'], news: ['searxng'], videos: ['searxng'] },
      'searxng',
    ],
    [
      'SEARCH_PROVIDERS wins over SEARCH_PROVIDER; a tab left out is local',
      { SEARCH_PROVIDER: 'local', SEARCH_PROVIDERS: 'web=local+wikipedia, images = openverse+commons' },
      { web: ['local', 'wikipedia'], images: ['openverse', 'commons'], news: ['local'], videos: ['local'] },
      'local',
    ],
    [
      'the issue example, with a repeated source counted once',
      {
        SEARCH_PROVIDERS:
          'web=local+wikipedia+wikipedia,images=local+openverse+commons,news=local+gdelt,videos=local+sepia',
      },
      OPEN_PROFILE,
      'local',
    ],
    [
      'the web tab names the main backend',
      { SEARCH_PROVIDERS: 'web=brave+wikipedia', BRAVE_API_KEY: 'k' },
      { ...LOCAL_ONLY, web: ['brave', 'wikipedia'] },
      'brave',
    ],
  ] as const)('%s', (_name, env, sources, provider) => {
    const { search } = parseConfig(env);
    expect(search.sources).toEqual(sources);
    expect(search.provider).toBe(provider);
  });

  it.each([
    ['web=bing', 'SEARCH_PROVIDERS: unknown source "bing"'],
    ['images=wikipedia', 'SEARCH_PROVIDERS: source "wikipedia" cannot serve the images tab'],
    ['news=local+sepia', 'SEARCH_PROVIDERS: source "sepia" cannot serve the news tab'],
    ['web=', 'SEARCH_PROVIDERS: tab "web" has no source'],
    ['web=+', 'SEARCH_PROVIDERS: tab "web" has no source'],
    ['maps=local', 'SEARCH_PROVIDERS: unknown tab "maps"'],
    ['local', 'SEARCH_PROVIDERS: "local" is not tab=source+source'],
    ['web=local,web=wikipedia', 'SEARCH_PROVIDERS: tab "web" is named twice'],
    [',', 'SEARCH_PROVIDERS: names no tab'],
  ])('%j is refused: %s', (value, problem) => {
    expect(problemsOf({ SEARCH_PROVIDERS: value }).join('\n')).toContain(problem);
  });

  it('asks for the settings of the sources it names, and only those', () => {
    expect(problemsOf({ SEARCH_PROVIDERS: 'web=searxng' })).toContain(
      'SEARXNG_URL: required when SEARCH_PROVIDERS names searxng',
    );
    expect(problemsOf({ SEARCH_PROVIDERS: 'web=local+brave' })).toContain(
      'BRAVE_API_KEY: required when SEARCH_PROVIDERS names brave',
    );
    // SEARCH_PROVIDERS wins: the SEARCH_PROVIDER it replaces needs nothing.
    expect(problemsOf({ SEARCH_PROVIDER: 'brave', SEARCH_PROVIDERS: 'web=local' })).toEqual([]);
  });

  it('takes the open APIs from their variables and the contact from CONTACT_EMAIL', () => {
    const { search } = parseConfig({
      WIKIPEDIA_API_URL: 'http://127.0.0.1:1/{lang}/w/api.php',
      OPENVERSE_API_URL: 'http://127.0.0.1:2',
      CONTACT_EMAIL: 'ops@karma.example',
    });
    expect(search.openApiUrls).toMatchObject({
      wikipedia: 'http://127.0.0.1:1/{lang}/w/api.php',
      openverse: 'http://127.0.0.1:2',
    });
    expect(search.openApiUrls.commons).toBeUndefined();
    expect(search.contactEmail).toBe('ops@karma.example');
    expect(problemsOf({ WIKIPEDIA_API_URL: 'http://127.0.0.1:1/w/api.php' })).toEqual([
      'WIKIPEDIA_API_URL: must contain {lang} where the wiki language goes',
    ]);
    expect(problemsOf({ GDELT_API_URL: 'ftp://x' })[0]).toMatch(/^GDELT_API_URL: /);
  });
});
