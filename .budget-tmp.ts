import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { BUILD_DIR, loadAssets } from './server/assets.ts';
import { buildTestApp } from './test/helpers/app.ts';
const t = buildTestApp({}, { now: () => new Date('2025-03-14T12:00:00Z') });
const assets = loadAssets();
const gz = (url: string) => gzipSync(readFileSync(join(BUILD_DIR, url.replace('/build/', '')))).length;
for (const l of ['en','fr','es']) {
  const cookie = process.argv[2] ? `karma_service_provider=${process.argv[2]}` : '';
  const html = (await request(t.app).get(`/${l}`).set('Cookie', cookie)).text;
  const eager = [...html.matchAll(/<div class="island" data-island="(\w+)"(?![^>]*data-hydrate="interaction")/g)];
  const islands = [...new Set(eager.map((m) => m[1] as string))];
  const scripts = [assets.boot, ...assets.shared, ...islands.map((n) => assets.islands[n] ?? '')];
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/build\/[^"]+)"/g)].map((m) => m[1] as string);
  const h = gzipSync(html).length;
  console.log(l, 'html', h, 'styles', styles.reduce((s,u)=>s+gz(u),0), 'scripts', scripts.reduce((s,u)=>s+gz(u),0), 'total', h + styles.reduce((s,u)=>s+gz(u),0)+scripts.reduce((s,u)=>s+gz(u),0));
}
await t.close();
