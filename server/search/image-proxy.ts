/**
 * GET /img?url=…&h=… : fetches a thumbnail from another host and streams it back, so visitors'
 * browsers never contact third parties and the page CSP can stay `img-src 'self' data:`.
 * Only URLs this server signed (HMAC) are fetched; image-proxy-guard.ts decides which hosts.
 *
 * A host that is down or slow costs a few fetches their budget, not every thumbnail of every page:
 * each host has a budget and a circuit breaker, a URL that failed is answered its failure for a
 * while without a fetch (image-proxy-hosts.ts), and a host's name is looked up once at a time
 * (server/http/host-name-lookup.ts), so a dead resolver holds one of libuv's few threads per host.
 *
 *   imageProxyRoute({ secret, allowPrivate: config.imageProxyAllowPrivate, logger })   (a route of the table)
 *   <img src={signImageUrl(result.thumbnail, secret)} />
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { RequestHandler, Response } from 'express';
import { type HostLookup, hostNameLookup, lookupAddresses, type ResolvedAddress } from '../http/host-name-lookup.ts';
import { failureKind } from '../http/outbound-budget.ts';
import type { Logger } from '../logger.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import {
  checkImageUrl,
  GuardRefusal,
  HostNotFound,
  pinnedLookup,
  type VettedAddress,
  vetHost,
} from './image-proxy-guard.ts';
import { imageProxyHosts } from './image-proxy-hosts.ts';

/** 32 base64url characters = 192 bits of the HMAC: far beyond guessing, shorter URLs. */
const SIGNATURE_CHARS = 32;
const MAX_REDIRECTS = 3;
// A fixed, neutral identity: nothing of the visitor's request goes upstream.
const UPSTREAM_HEADERS = { 'User-Agent': 'Mozilla/5.0 (compatible; KarmaImageProxy/1.0)', Accept: 'image/*' };
// The URL is signed and the upstream sends no validator we forward, so revalidating would refetch
// anyway; a day bounds how stale a changed thumbnail can get. Public: nothing is per-visitor.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

export interface ImageProxyOptions {
  secret: string;
  /** Test-only: lets the proxy fetch from loopback and private addresses. */
  allowPrivate: boolean;
  /** A fetch's whole budget: name lookup, connection, redirects and body. Default 4 s. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Failures of a host in a row that open its circuit (default 3), and how long it stays open (default 30 s). */
  breakAfter?: number;
  halfOpenAfterMs?: number;
  /** How long a URL that failed is answered its failure without a fetch; 0 fetches every time. Default 60 s. */
  failureTtlMs?: number;
  /** Resolves image host names (default: the system resolver, as http.request would). */
  lookupHost?: HostLookup<ResolvedAddress[]>;
  logger: Logger;
}

/** The options a deployment or a test may tune; the rest come from the app. */
export type ImageProxyTuning = Omit<ImageProxyOptions, 'secret' | 'allowPrivate' | 'logger'>;

/** The proxied path for an image URL, e.g. `/img?url=https%3A%2F%2F…&h=…`. */
export function signImageUrl(url: string, secret: string): string {
  return `/img?url=${encodeURIComponent(url)}&h=${signatureOf(url, secret)}`;
}

export function verifyImageSignature(url: string, h: string, secret: string): boolean {
  const expected = Buffer.from(signatureOf(url, secret));
  const given = Buffer.from(h);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// The purpose prefix keeps these signatures from being valid for any other use of the same secret.
function signatureOf(url: string, secret: string): string {
  return createHmac('sha256', secret).update(`karma-image-proxy\n${url}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** A refusal with the status and short text sent to the browser. */
class ProxyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A route of the app's table (server/routes/route-def.ts), typed where the table is built. */
export function imageProxyRoute(options: ImageProxyOptions) {
  const { secret, allowPrivate, timeoutMs = 4000, maxBytes = 5 * 1024 * 1024, logger } = options;
  if (!secret) throw new Error('imageProxyRoute: a secret is required');
  const hosts = imageProxyHosts({
    timeoutMs,
    breakAfter: options.breakAfter ?? 3,
    halfOpenAfterMs: options.halfOpenAfterMs ?? 30_000,
    failureTtlMs: options.failureTtlMs ?? 60_000,
  });
  const names = hostNameLookup({ lookupHost: options.lookupHost ?? lookupAddresses });
  // An address needs no resolver (dns.lookup answers it on the spot), so it skips the gate.
  const vet = (hostname: string, signal: AbortSignal) =>
    vetHost(hostname, allowPrivate, (host) => (isIP(host) ? lookupAddresses(host) : names.resolve(host, signal)));

  const proxy: RequestHandler = async (req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const { url: raw, h } = req.query;
    if (typeof raw !== 'string' || raw === '') return refuse(res, new ProxyFailure(400, 'missing url'));
    if (typeof h !== 'string' || !verifyImageSignature(raw, h, secret)) {
      return refuse(res, new ProxyFailure(403, 'bad signature'));
    }
    const url = checkImageUrl(raw);
    if (url instanceof GuardRefusal) return refuse(res, new ProxyFailure(400, url.message));
    const remembered = hosts.recallFailure(url);
    if (remembered) return refuse(res, new ProxyFailure(remembered.status, remembered.message));

    const clientGone = new AbortController();
    res.on('close', () => clientGone.abort());
    let failure: ProxyFailure | undefined;
    let learnt = true;
    try {
      failure = await hosts.budgetOf(url).execute((budget) => {
        const signal = AbortSignal.any([clientGone.signal, budget]);
        return streamImage({ url, res, vet, maxBytes, signal, clientGone: clientGone.signal });
      });
    } catch (error) {
      if (clientGone.signal.aborted) return;
      failure = hostFailure(error, logger);
      // Refused without a fetch: nothing new was learnt about this URL.
      learnt = failureKind(error) !== 'circuit-open';
    }
    if (!failure || clientGone.signal.aborted) return;
    // Headers are out: the only honest signal left is a cut connection, and no answer to repeat.
    if (res.headersSent) return void res.destroy();
    if (learnt) hosts.rememberFailure(url, failure);
    refuse(res, failure);
  };
  return {
    id: 'image-proxy',
    path: '/img',
    stage: 'headers' as const,
    // A page of image results shows about a hundred: generous, but a bound on a fetch-for-anyone.
    guards: [rateLimit({ name: 'img', points: 600, windowMs: 60_000 })],
    handler: proxy,
  };
}

type Vet = (hostname: string, signal: AbortSignal) => Promise<VettedAddress>;

interface ImageFetch {
  url: URL;
  res: Response;
  vet: Vet;
  maxBytes: number;
  /** Aborts at the end of the budget or when the visitor leaves. */
  signal: AbortSignal;
  clientGone: AbortSignal;
}

/**
 * Fetches the image and streams it to the visitor. Resolves with the refusal an answer of the
 * host earned (a 404, HTML, too large…) or nothing (served, or the visitor left): the host
 * answered, so its breaker counts a success. Rejects only when the host itself failed (no name,
 * no connection, a cut or stalled answer), which its breaker counts.
 */
async function streamImage({ url, res, vet, maxBytes, signal, clientGone }: ImageFetch) {
  try {
    const upstream = await fetchFollowingRedirects(url, vet, signal);
    const type = acceptableResponse(upstream, maxBytes);
    const declared = upstream.headers['content-length'];
    let received = 0;
    for await (const chunk of upstream as AsyncIterable<Buffer>) {
      // The budget may have run out between chunks: the route has answered for it already.
      signal.throwIfAborted();
      received += chunk.length;
      if (received > maxBytes) throw new ProxyFailure(502, 'image too large');
      if (!res.headersSent) sendImageHeaders(res, type, declared);
      if (!res.write(chunk)) await once(res, 'drain', { signal });
    }
    signal.throwIfAborted();
    if (!res.headersSent) sendImageHeaders(res, type, declared);
    res.end();
    return undefined;
  } catch (error) {
    if (error instanceof ProxyFailure) return error;
    // A visitor leaving says nothing about the host.
    if (clientGone.aborted) return undefined;
    throw error;
  }
}

/** The answer for a fetch the host failed, or that its open circuit refused. */
function hostFailure(error: unknown, logger: Logger): ProxyFailure {
  const kind = failureKind(error);
  if (kind === 'timeout') return new ProxyFailure(504, 'upstream timeout');
  if (kind === 'circuit-open') return new ProxyFailure(502, 'upstream unavailable');
  if (error instanceof HostNotFound) return new ProxyFailure(502, error.message);
  // Node's messages can name the host; the code alone is enough to diagnose.
  logger.warn({ code: (error as NodeJS.ErrnoException).code ?? 'unknown' }, 'image proxy upstream failed');
  return new ProxyFailure(502, 'upstream failed');
}

/** Requests `url`, following up to MAX_REDIRECTS redirects, each target checked like the first. */
async function fetchFollowingRedirects(start: URL, vet: Vet, signal: AbortSignal) {
  let url = start;
  for (let hop = 0; ; hop++) {
    let upstream: IncomingMessage;
    try {
      upstream = await requestOnce(url, await vet(url.hostname, signal), signal);
    } catch (error) {
      // A refused first URL is the caller's; a refused redirect target is the upstream's fault.
      if (error instanceof GuardRefusal) throw new ProxyFailure(hop === 0 ? 400 : 502, error.message);
      throw error;
    }
    const status = upstream.statusCode ?? 0;
    const location = upstream.headers.location;
    if (status < 300 || status > 399 || !location) return upstream;
    upstream.destroy();
    if (hop === MAX_REDIRECTS) throw new ProxyFailure(502, 'too many redirects');
    const next = URL.canParse(location, url) ? checkImageUrl(new URL(location, url).href) : undefined;
    if (!(next instanceof URL)) throw new ProxyFailure(502, 'bad redirect');
    url = next;
  }
}

function requestOnce(url: URL, vetted: VettedAddress, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    // agent: false, so no pooled socket (opened for another address) is ever reused.
    const request = client.request(url, {
      headers: UPSTREAM_HEADERS,
      lookup: pinnedLookup(vetted),
      agent: false,
      signal,
    });
    request.on('response', resolve).on('error', reject).end();
  });
}

/** The content type to serve, or a ProxyFailure for anything that is not a plain raster image. */
function acceptableResponse(upstream: IncomingMessage, maxBytes: number): string {
  const status = upstream.statusCode ?? 0;
  const type = (upstream.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const encoding = upstream.headers['content-encoding'] ?? 'identity';
  let failure: ProxyFailure | undefined;
  if (status < 200 || status > 299) failure = new ProxyFailure(502, 'upstream error');
  // SVG can carry script; a browser must never get it from this origin.
  else if (!/^image\/[a-z0-9.+-]+$/.test(type) || type.includes('svg')) failure = new ProxyFailure(415, 'not an image');
  else if (Number(upstream.headers['content-length']) > maxBytes) failure = new ProxyFailure(502, 'image too large');
  // We asked for no encoding; bytes in an unknown one would reach the browser unlabelled.
  else if (encoding !== 'identity') failure = new ProxyFailure(502, 'unsupported encoding');
  if (!failure) return type;
  upstream.destroy();
  throw failure;
}

function sendImageHeaders(res: Response, type: string, contentLength: string | undefined): void {
  res.removeHeader('Set-Cookie');
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  if (contentLength && /^\d+$/.test(contentLength)) res.setHeader('Content-Length', contentLength);
  res.writeHead(200);
}

function refuse(res: Response, failure: ProxyFailure): void {
  res.status(failure.status).type('text/plain').setHeader('Cache-Control', 'no-store');
  res.send(failure.message);
}
