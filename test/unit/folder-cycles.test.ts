/**
 * Folder loops in server/ (scripts/folder-cycles.ts, run by `npm run lint:deps`): a loop is found
 * whatever subfolder it passes through, and the files directly under server/ take no part.
 */
import { describe, expect, it } from 'vitest';
import { describeLoop, firstFolder, folderLoops, type ModuleImports } from '../../scripts/folder-cycles.ts';

const graph = (edges: Record<string, string[]>): ModuleImports[] =>
  Object.entries(edges).map(([source, imports]) => ({ source, imports }));

describe('firstFolder', () => {
  it('names the first folder under the root, however deep the file', () => {
    expect(firstFolder('server/search/local/query/parse.ts', 'server')).toBe('search');
    expect(firstFolder('server/routes/health.ts', 'server')).toBe('routes');
  });

  it('leaves out files directly under the root and files elsewhere', () => {
    expect(firstFolder('server/app.ts', 'server')).toBeUndefined();
    expect(firstFolder('views/pages/HomePage.tsx', 'server')).toBeUndefined();
  });
});

describe('folderLoops', () => {
  it('finds none when the folders form layers', () => {
    const modules = graph({
      'server/routes/health.ts': ['server/search/provider-check.ts', 'server/db/schema.ts'],
      'server/search/provider-check.ts': ['server/search/provider.ts'],
      'server/search/runner.ts': ['server/logger.ts'],
    });
    expect(folderLoops(modules, 'server')).toEqual([]);
  });

  it('finds two folders that import each other through different files', () => {
    const modules = graph({
      'server/search/search-readiness.ts': ['server/routes/health.ts'],
      'server/routes/health.ts': ['server/search/provider.ts'],
    });
    const [loop] = folderLoops(modules, 'server');
    expect(loop?.folders).toEqual(['routes', 'search']);
    expect(loop?.imports.map((i) => `${i.from}>${i.to}`).sort()).toEqual(['routes>search', 'search>routes']);
  });

  it('finds a loop that enters a subfolder and comes back from its parent folder', () => {
    // The shape dependency-cruiser's `scope: 'folder'` rules miss.
    const modules = graph({
      'server/sponsors/matching.ts': ['server/search/local/language/text-fold.ts'],
      'server/search/runner.ts': ['server/sponsors/sponsor-model.ts'],
    });
    expect(folderLoops(modules, 'server').map((l) => l.folders)).toEqual([['search', 'sponsors']]);
  });

  it('finds a loop through several folders, once', () => {
    const modules = graph({
      'server/accounts/preference-cookies.ts': ['server/search/query-params.ts'],
      'server/search/image-proxy.ts': ['server/middleware/rate-limit.ts'],
      'server/middleware/visitor.ts': ['server/accounts/account-model.ts'],
    });
    expect(folderLoops(modules, 'server').map((l) => l.folders)).toEqual([['accounts', 'middleware', 'search']]);
  });

  it('ignores a loop that only passes through files directly under the root', () => {
    const modules = graph({
      'server/ledger/signing-key.ts': ['server/config.ts'],
      'server/config.ts': ['server/ledger/ledger-key-pem.ts'],
    });
    expect(folderLoops(modules, 'server')).toEqual([]);
  });
});

describe('describeLoop', () => {
  it('names the folders and an import for each link of the loop', () => {
    const [loop] = folderLoops(
      graph({
        'server/redirects/redirect-route.tsx': ['server/routes/route-def.ts'],
        'server/routes/auth.tsx': ['server/redirects/safe-redirect.ts'],
      }),
      'server',
    );
    expect(loop && describeLoop(loop, 'server')).toEqual([
      'folder loop in server/: redirects, routes',
      '  redirects → routes: server/redirects/redirect-route.tsx imports server/routes/route-def.ts',
      '  routes → redirects: server/routes/auth.tsx imports server/redirects/safe-redirect.ts',
    ]);
  });
});
