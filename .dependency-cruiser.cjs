/**
 * Import direction rules (ADR 024): server renders views, views render client islands. Two
 * isomorphic folders are shared: client/contract/ holds only what a browser bundle imports,
 * server/shared/ what the server and its views share but no browser needs.
 * `test/` and `scripts/` may import anything but are still checked for cycles.
 * Loops between the folders of server/ are checked by scripts/check-folder-cycles.ts (run by
 * `npm run lint:deps` after this): a `scope: 'folder'` rule names a dependency by its target's
 * own directory, so it misses a loop that enters server/search/local/ and returns from server/search/.
 */
const CONTRACT = '^client/contract/';
const SHARED = '^server/shared/';
const CLIENT_OUTSIDE_CONTRACT = '^client/(?!contract/)';
const BROWSER_ENTRIES = '^client/(islands/|extension/|boot\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles (type-only imports included) hide the real order of a request.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'server/ may import views/ and client/contract/, never browser code.',
      from: { path: '^server/' },
      to: { path: CLIENT_OUTSIDE_CONTRACT },
    },
    {
      name: 'server-reads-views-only-to-render',
      severity: 'error',
      comment:
        'Only the renderer and the routes import views/, to render them; data both sides read ' +
        '(partners, strings, subjects) lives in server/shared/.',
      from: { path: '^server/', pathNot: '^server/(render|routes)/' },
      to: { path: '^views/' },
    },
    {
      name: 'routes-import-pages-from-views',
      severity: 'error',
      comment: 'A route renders a page (views/pages/) in a layout; anything else it needs is in server/.',
      from: { path: '^server/routes/' },
      to: { path: '^views/', pathNot: '^views/(pages/|page-content\\.tsx$)' },
    },
    {
      name: 'views-not-to-server',
      severity: 'error',
      comment: 'views/ receive data through props or a context typed in server/shared/ or client/contract/.',
      from: { path: '^views/' },
      to: { path: '^server/', pathNot: SHARED },
    },
    {
      name: 'client-not-to-server-or-views',
      severity: 'error',
      comment: 'Browser code never reaches server modules or server-rendered views.',
      from: { path: CLIENT_OUTSIDE_CONTRACT },
      to: { path: '^(server|views)/' },
    },
    {
      name: 'contract-imports-nothing-of-the-three',
      severity: 'error',
      comment: 'client/contract/ is shared by server and islands: it imports only itself.',
      from: { path: CONTRACT },
      to: { path: '^(server/|views/|client/(?!contract/))' },
    },
    {
      name: 'contract-is-isomorphic',
      severity: 'error',
      comment: 'client/contract/ ships to the browser: no node built-ins.',
      from: { path: CONTRACT },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-reaches-a-browser',
      severity: 'error',
      comment: 'A client/contract/ module no browser code imports belongs in server/shared/ or server/.',
      from: { path: BROWSER_ENTRIES },
      to: { path: CONTRACT, reachable: false },
    },
    {
      name: 'shared-imports-only-shared-and-contract',
      severity: 'error',
      comment: 'server/shared/ is read by views: it imports only itself and client/contract/.',
      from: { path: SHARED },
      to: { path: '^(server/(?!shared/)|views/|client/(?!contract/))' },
    },
    {
      name: 'shared-is-isomorphic',
      severity: 'error',
      comment: 'server/shared/ holds data and pure rules: no node built-ins.',
      from: { path: SHARED },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|public)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
