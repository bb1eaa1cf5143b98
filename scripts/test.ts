/**
 * `npm test`: typecheck, lint, import rules, build, then every vitest project (unit, supertest
 * integration, then Playwright end-to-end in Debian Chromium). Ends with one plain summary line,
 * `tests: N passed, N failed, N skipped`, and a non-zero exit when anything failed or no test ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const report = join(root, '.tmp/vitest-report.json');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? '✓' : '✗'} ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

const extra = process.argv.slice(2);
const checks = [
  run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  run('lint', bin('biome'), ['check', '.']),
  run('import rules', bin('depcruise'), [
    ...['server', 'client', 'views', 'scripts', 'test'],
    ...['--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  ]),
  run('build', bin('tsx'), ['scripts/build.ts']),
];
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(report, { force: true });
const testsOk = run('vitest (unit, integration, e2e)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
let reportOk = false;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests;
  skipped = summary.numPendingTests + summary.numTodoTests;
  // A test file that fails to load has no failed test: the run's own verdict covers it.
  reportOk = summary.success === true;
}
const failedChecks = checks.filter((ok) => !ok).length;
console.log(`\nchecks: ${checks.length - failedChecks} passed, ${failedChecks} failed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedChecks === 0 && testsOk && reportOk && failed === 0 && passed > 0 ? 0 : 1);
