#!/usr/bin/env node
/**
 * Checks Karma's signed monthly donation statements, from the outside.
 *
 * Needs Node.js 20 or later and nothing else: it uses Node's built-ins only (fetch, crypto), so
 * there is nothing to install. Save this file anywhere and run:
 *
 *   node verify-statements.mjs https://karma.example
 *
 * It fetches the ledger's public key (/partners/transparency/key) and every statement
 * (/partners/transparency/statements.json), then checks, for each statement:
 * - its bytes are its own canonical JSON (RFC 8785) and its Ed25519 signature verifies with the
 *   published key it names (whose kid is the key's RFC 7638 thumbprint);
 * - `previous` is the SHA-256 of the previous month's statement (null for the first month), and
 *   the months follow each other with none missing;
 * - on every line redistributed = floor(gross × revenueShare.ppm / 1 000 000), amounts are whole
 *   and not negative, and the totals add up (searches: distinct searches, so at least the
 *   largest line's and at most their sum);
 * and that /partners/transparency.json publishes the same figures as the statements.
 * Exit status 0 when everything holds; 1 with what failed; 2 on bad usage.
 *
 * What this proves: the figures are the ones signed with the ledger key and a closed month's are
 * never rewritten (keep a copy of the statements or their hashes to notice if they ever were).
 * What it cannot prove: that every click was recorded; that is for the operator's books and the
 * advertising partner's reports.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';

const REMAINDER = 'REMAINDER';

/** RFC 8785 for the values statements hold (strings, integers, booleans, null, arrays, objects). */
function canonical(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const thumbprint = (x) =>
  createHash('sha256')
    .update(canonical({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
const isAmount = (n) => Number.isSafeInteger(n) && n >= 0;
const floorShare = (gross, ppm) => Number((BigInt(gross) * BigInt(ppm)) / 1_000_000n);

function nextMonth(month) {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

async function fetchText(url) {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return await res.text();
}

/** The published keys by kid, each with the months it signed (undefined: any month). */
function keysOf(published, problems) {
  const list = Array.isArray(published?.keys) ? published.keys : [published];
  const keys = new Map();
  for (const jwk of list) {
    if (jwk?.kty !== 'OKP' || jwk?.crv !== 'Ed25519' || typeof jwk?.x !== 'string') {
      problems.push('key: not an Ed25519 JWK (kty OKP, crv Ed25519, x)');
      continue;
    }
    if (jwk.kid !== thumbprint(jwk.x)) problems.push(`key ${jwk.kid}: kid is not the key's RFC 7638 thumbprint`);
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    keys.set(jwk.kid, { publicKey, months: Array.isArray(jwk.months) ? jwk.months : undefined });
  }
  return keys;
}

/** Every problem of one statement, given the text of the month before (null for the first). */
function checkStatement(text, month, previousText, keys) {
  const problems = [];
  const say = (message) => problems.push(`statement ${month}: ${message}`);
  let s;
  try {
    s = JSON.parse(text);
  } catch {
    return [`statement ${month}: not JSON`];
  }
  if (canonical(s) !== text) say('its bytes are not its canonical JSON');
  if (s.version !== 1) say(`version ${s.version}, expected 1`);
  if (s.month !== month) say(`says month ${s.month}`);
  const { signature, ...unsigned } = s;
  const key = keys.get(s.kid);
  if (!key) say(`signed with key ${s.kid}, which is not published`);
  else {
    const ok = verify(
      null,
      Buffer.from(canonical(unsigned), 'utf8'),
      key.publicKey,
      Buffer.from(String(signature), 'base64url'),
    );
    if (!ok) say('the signature does not verify');
    if (key.months && !key.months.includes(month))
      say(`key ${s.kid} does not list ${month} among the months it signed`);
  }
  const expectedPrevious = previousText === null ? null : sha256(previousText);
  if (s.previous !== expectedPrevious) say(`previous is ${s.previous}, expected ${expectedPrevious}`);
  const ppm = s.revenueShare?.ppm;
  if (!Number.isSafeInteger(ppm) || ppm < 0 || ppm > 1_000_000) say('revenueShare.ppm is not in 0…1000000');
  const lines = Array.isArray(s.associations) ? s.associations : [];
  const sum = { gross: 0, redistributed: 0, paid: 0, searches: 0 };
  let largestSearches = 0;
  for (const line of lines) {
    const bad = ['clicks', 'searches', 'gross', 'redistributed', 'paid'].filter((field) => !isAmount(line[field]));
    for (const field of bad) say(`${line.id} ${field} ${line[field]} is not a whole number ≥ 0`);
    if (bad.length > 0 || !Number.isSafeInteger(ppm)) continue;
    const owed = floorShare(line.gross, ppm);
    if (line.redistributed !== owed)
      say(`${line.id}: redistributed ${line.redistributed}, floor(gross × share) is ${owed}`);
    if (line.id === REMAINDER && (line.clicks !== 0 || line.searches !== 0))
      say('the remainder counts no click or search');
    for (const field of ['gross', 'redistributed', 'paid', 'searches']) sum[field] += line[field];
    largestSearches = Math.max(largestSearches, line.searches);
  }
  const totals = s.totals ?? {};
  for (const field of ['gross', 'redistributed', 'paid']) {
    if (totals[field] !== sum[field]) say(`totals.${field} ${totals[field]}, the lines add up to ${sum[field]}`);
  }
  if (!isAmount(totals.searches) || totals.searches < largestSearches || totals.searches > sum.searches) {
    say(`totals.searches ${totals.searches} is not between ${largestSearches} and ${sum.searches}`);
  }
  if (!isAmount(s.events)) say('events is not a count');
  if (!/^[0-9a-f]{64}$/.test(String(s.chainHead))) say('chainHead is not a SHA-256');
  return problems;
}

/** Differences between transparency.json and the statements, month by month. */
function compareWithPublished(published, statements) {
  const problems = [];
  for (const m of published.months ?? []) {
    const s = statements.get(m.month);
    if (!s) {
      problems.push(`transparency.json ${m.month}: no statement for this month`);
      continue;
    }
    const say = (message) => problems.push(`transparency.json ${m.month}: ${message}`);
    if (published.currency !== s.currency) say(`currency ${published.currency}, the statement's ${s.currency}`);
    if (m.searches !== s.totals.searches) say(`searches ${m.searches}, the statement's ${s.totals.searches}`);
    for (const a of m.associations ?? []) {
      const line = s.associations.find((l) => l.id === a.id);
      for (const field of ['clicks', 'searches', 'gross', 'redistributed']) {
        if (a[field] !== line?.[field]) say(`${a.id} ${field} ${a[field]}, the statement's ${line?.[field]}`);
      }
    }
  }
  return problems;
}

async function verifyAll(base) {
  const problems = [];
  const keys = keysOf(JSON.parse(await fetchText(`${base}/partners/transparency/key`)), problems);
  const list = JSON.parse(await fetchText(`${base}/partners/transparency/statements.json`)).statements ?? [];
  const statements = new Map();
  let previousText = null;
  let previousMonth;
  for (const entry of list) {
    if (previousMonth && entry.month !== nextMonth(previousMonth)) {
      problems.push(`statements: ${entry.month} follows ${previousMonth} (a month is missing or out of order)`);
    }
    const text = await fetchText(new URL(entry.url, `${base}/`).href);
    if (entry.sha256 !== sha256(text))
      problems.push(`statements.json ${entry.month}: the listed sha256 is not the statement's`);
    problems.push(...checkStatement(text, entry.month, previousText, keys));
    try {
      statements.set(entry.month, JSON.parse(text));
    } catch {}
    previousText = text;
    previousMonth = entry.month;
  }
  const published = JSON.parse(await fetchText(`${base}/partners/transparency.json`));
  problems.push(...compareWithPublished(published, statements));
  const finals = [...statements.values()].filter((s) => s.final).length;
  return { problems, count: list.length, finals };
}

async function main(argv) {
  const base = argv[0]?.replace(/\/+$/, '');
  if (!base || argv.length !== 1 || !/^https?:\/\//.test(base)) {
    console.error('Usage: node verify-statements.mjs BASE_URL   (e.g. https://karma.example)');
    return 2;
  }
  let result;
  try {
    result = await verifyAll(base);
    // The running month's figures may move between two requests: look once more before failing.
    if (result.problems.length > 0) result = await verifyAll(base);
  } catch (error) {
    console.error(`could not check ${base}: ${error.message}`);
    return 1;
  }
  if (result.problems.length > 0) {
    console.error(`${result.problems.length} problem(s) in the statements of ${base}:`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return 1;
  }
  console.log(
    `${result.count} statement(s) verified (${result.finals} final): signatures, chain, arithmetic, transparency.json`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
