/**
 * Import direction rules (issue #23, ADR 024): server renders views, views render
 * client islands, and only the isomorphic contract folder is shared by all three.
 * `test/` and `scripts/` may import anything but are still checked for cycles.
 */
const CONTRACT = '^client/contract/';
const CLIENT_OUTSIDE_CONTRACT = '^client/(?!contract/)';

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
      name: 'views-not-to-server',
      severity: 'error',
      comment: 'views/ receive data through props or a context typed in client/contract/.',
      from: { path: '^views/' },
      to: { path: '^server/' },
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
