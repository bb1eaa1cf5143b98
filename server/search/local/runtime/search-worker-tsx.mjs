// The search worker from the TypeScript sources (under tsx or vitest; the bundle runs
// dist/search-worker.js instead): the hooks `--import tsx` registers in the main thread do not
// reach worker threads, so this registers them here before loading the worker's entry.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
