/**
 * Streams a page in document order. The shell (head, inline CSS, header, search box) is
 * rendered with React and flushed at once; a page's deferred parts (results, groups, panels)
 * are rendered one by one as their data arrives and written where the shell left a
 * <karma-deferred> marker; the rest of the document follows. Every part is plain HTML in
 * its final place, so results show without JavaScript (React's out-of-order Suspense
 * streaming needs a script to reveal them; see docs/decisions/004-in-order-streaming.md).
 * A client that goes away stops the sequence and aborts the lookups (the context's signal).
 */
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ModulePreloads } from '../../views/components/Island.tsx';
import { alternateLinks } from '../../views/components/localized-href.ts';
import { Document, Stylesheets } from '../../views/Document.tsx';
import { DefaultLayout } from '../../views/layouts/DefaultLayout.tsx';
import { IframeLayout } from '../../views/layouts/IframeLayout.tsx';
import { SearchLayout } from '../../views/layouts/SearchLayout.tsx';
import { DEFERRED_MARKER, type DeferredPart } from '../../views/page-content.tsx';
import { ErrorPage } from '../../views/pages/ErrorPage.tsx';
import { RequestContextProvider } from '../../views/use-request.tsx';
import type { Logger } from '../logger.ts';
import type { PageRequest } from './page-request.ts';

/** A part that has not rendered by then is skipped. */
const RENDER_LIMIT_MS = 10_000;

// Views own the marker and the parts' type (views/page-content.tsx); re-exported for callers here.
export { DEFERRED_MARKER, Deferred, type DeferredPart } from '../../views/page-content.tsx';

/** The page frames a route may render in (views/layouts). */
export type LayoutName = 'default' | 'iframe' | 'search';

export interface PageSpec {
  status: number;
  /** Replaces `status` if it answers when the headers leave (after the shell, before any part). */
  statusNow?: () => number | undefined;
  /** With statusNow: the headers wait for this (the main lookup) up to RESULTS_STATUS_WAIT_MS. */
  statusSettles?: Promise<unknown>;
  layout: LayoutName;
  title: string;
  body: ReactNode;
  deferred?: DeferredPart[];
  hideTabs?: boolean;
  /** Stylesheets beyond site.css (the search layout adds its own). */
  styles?: readonly string[];
  /** The inline critical CSS styles the first screen: the stylesheets follow the content (route-def.ts). */
  firstScreenInline?: boolean;
}

/** Stylesheets a layout brings beyond site.css: what only its pages use. */
const LAYOUT_STYLES: Partial<Record<LayoutName, string[]>> = { search: ['search'], iframe: ['widgets'] };

function inLayout(spec: PageSpec): ReactNode {
  switch (spec.layout) {
    case 'iframe':
      return <IframeLayout>{spec.body}</IframeLayout>;
    case 'search':
      return <SearchLayout hideTabs={spec.hideTabs}>{spec.body}</SearchLayout>;
    default:
      return <DefaultLayout>{spec.body}</DefaultLayout>;
  }
}

/**
 * The page document. Its body is rendered first, apart, with renderToString: the body's data is
 * all there (deferred parts come later), and the stream would encode each of its few hundred
 * small chunks to bytes as it goes, about 2.5× the CPU for the same HTML (ADR 011); the stream
 * then renders the document around it, with the hints for the chunks of the body's islands in
 * its head.
 */
function page(ctx: PageRequest, spec: PageSpec): ReactNode {
  const robots = spec.layout === 'search' ? 'noindex, nofollow' : undefined;
  const site = ctx.t('site.name');
  const fullTitle = spec.title === site ? spec.title : `${spec.title} – ${site}`;
  const styles = [...(LAYOUT_STYLES[spec.layout] ?? []), ...(spec.styles ?? [])];
  const body = renderWithHints(
    ctx,
    <>
      {inLayout(spec)}
      {spec.firstScreenInline ? <Stylesheets styles={styles} /> : null}
    </>,
  );
  return (
    <RequestContextProvider value={ctx}>
      <Document
        title={fullTitle}
        description={ctx.t('site.description')}
        robots={robots}
        layout={spec.layout}
        alternates={alternateLinks(ctx.config.baseUrl, ctx.path, ctx.prefixable)}
        bodyHtml={body.html}
        preloads={body.hints}
        headStyles={spec.firstScreenInline ? undefined : styles}
      />
    </RequestContextProvider>
  );
}

/**
 * Where React writes a render held in memory: `pipe` needs only `write`, `end` and `on` (drain,
 * error and close never happen here). A Writable stream did the same with a callback and a
 * deferred tick per chunk.
 */
function collector(done: (html: Buffer) => void) {
  const chunks: Uint8Array[] = [];
  return {
    write(chunk: Uint8Array | string): boolean {
      // React hands long strings over as they are, the rest as encoded bytes.
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end(): void {
      done(Buffer.concat(chunks));
    },
    on() {
      return this;
    },
  };
}

/**
 * Renders a complete element (all its data already resolved) to UTF-8 HTML. React hands over
 * encoded chunks: they are kept as bytes and joined once, not decoded to a string and encoded
 * again on the way to compression.
 */
export function renderToHtml(element: ReactNode, nonce: string, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let limit: NodeJS.Timeout | undefined;
    const sink = collector((html) => {
      clearTimeout(limit);
      resolve(html);
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink as unknown as Writable),
      onShellError: reject,
      onError: (error) => reject(error),
    });
    limit = setTimeout(() => abort(new Error('render time limit')), RENDER_LIMIT_MS);
    signal.addEventListener('abort', () => abort(new Error('client disconnected')), { once: true });
  });
}

/**
 * Pages are private and revalidated, except a hover prefetch's answer: the browser may reuse
 * that one for the click that follows (Chromium otherwise waits for the prefetch, discards it
 * and asks again, doubling the wait).
 */
export function pageCacheControl(purpose: string | undefined): string {
  return purpose?.startsWith('prefetch') ? 'private, max-age=10' : 'private, no-cache';
}

function sendHtmlHeaders(res: Response, spec: PageSpec, status: number): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', pageCacheControl(res.req.get('sec-purpose') ?? res.req.get('purpose')));
  res.vary('Accept-Language');
  res.vary('Cookie');
  if (spec.layout === 'search') res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

/** Writes and pushes the bytes through compression at once (the point of streaming). */
function send(res: Response, html: Uint8Array | string): void {
  res.write(html);
  (res as Response & { flush?: () => void }).flush?.();
}

export async function renderPage(
  res: Response,
  ctx: PageRequest,
  controller: AbortController,
  spec: PageSpec,
  logger: Logger,
): Promise<void> {
  const { signal } = controller;
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  let shell: Buffer;
  try {
    shell = await renderToHtml(page(ctx, spec), ctx.nonce, signal);
  } catch (error) {
    if (signal.aborted || res.headersSent) return;
    logger.error({ err: error }, 'page shell failed');
    const errorSpec: PageSpec = {
      status: 500,
      layout: 'default',
      title: ctx.t('errors.generic.title'),
      body: <ErrorPage status={500} />,
    };
    try {
      const html = await renderToHtml(page(ctx, errorSpec), ctx.nonce, signal);
      sendHtmlHeaders(res, errorSpec, 500);
      res.end(html);
    } catch {
      res.status(500).type('text/plain').end('Internal Server Error');
    }
    return;
  }
  if (signal.aborted) return;
  const at = shell.indexOf(DEFERRED_MARKER);
  const head = at === -1 ? shell : shell.subarray(0, at);
  const tail = at === -1 ? Buffer.alloc(0) : shell.subarray(at + DEFERRED_MARKER.length);
  // The headers wait for the main lookup, up to a short window: a provider that fails fast
  // (refused, 5xx, garbage, open circuit) makes the page a 503; a slow one still gets its shell
  // after the window (ADR 017). Without a window, one turn, for a lookup that failed at once.
  // The window starts after the shell's render, not with the lookup: a render that held the event
  // loop (a busy server) also held the lookup's failure from settling.
  if (spec.statusNow) await settledWithin(spec.statusSettles, ctx.config.search.statusWaitMs);
  if (signal.aborted) return;
  const parts = (spec.deferred ?? []).map((part) => settling(part, logger));
  // The parts already there when the headers leave go with the shell: one write and one
  // compression flush fewer. Parts not there yet follow as they settle; the shell never waits
  // for them.
  if (parts.length > 0) await new Promise((resolve) => setImmediate(resolve));
  if (signal.aborted) return;
  sendHtmlHeaders(res, spec, spec.statusNow?.() ?? spec.status);
  let next = 0;
  let pending: Buffer[] = [head];
  for (;;) {
    const ready: ReactNode[] = [];
    while (next < parts.length && parts[next]!.settled) ready.push(parts[next++]!.node);
    if (ready.length > 0) pending.push(renderParts(ready, ctx, logger));
    if (next === parts.length) {
      // The last parts leave with the end of the document.
      res.end(Buffer.concat([...pending, tail]));
      return;
    }
    if (pending.length > 0) send(res, pending.length === 1 ? pending[0]! : Buffer.concat(pending));
    pending = [];
    await parts[next]!.done;
    // One turn for the lookups that finish together (a local index answers all at once).
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) return;
  }
}

/** Resolves when `pending` settles or `ms` have passed, whichever comes first (at least one turn). */
function settledWithin(pending: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!pending || ms < 1) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    pending.then(done, done);
  });
}

/**
 * Renders a complete element (all its data there) to HTML with renderToString, and tells which
 * chunks its islands asked to be hinted that no earlier render of the page had (Island.tsx: the
 * request's set keeps them in the order asked).
 */
function renderWithHints(ctx: PageRequest, node: ReactNode): { html: string; hints: string[] } {
  const before = ctx.preloaded?.size ?? 0;
  const html = renderToString(<RequestContextProvider value={ctx}>{node}</RequestContextProvider>);
  return { html, hints: [...(ctx.preloaded ?? [])].slice(before) };
}

interface Settling {
  done: Promise<void>;
  settled: boolean;
  node: ReactNode;
}

/** Starts a deferred part; a failed one settles as nothing (it must not take the page down). */
function settling(part: DeferredPart, logger: Logger): Settling {
  const state: Settling = { done: Promise.resolve(), settled: false, node: null };
  state.done = part().then(
    (node) => {
      state.node = node;
      state.settled = true;
    },
    (error) => {
      logger.error({ err: error }, 'deferred part failed');
      state.settled = true;
    },
  );
  return state;
}

/**
 * Parts that are ready together render in one pass (each React render has a fixed cost), and go
 * out in one write. Their data is all there, so nothing in them can wait: they render with
 * renderToString, the same HTML as in a stream at about 2.5× less CPU (the stream encodes every
 * small chunk to bytes as it goes; ADR 011). Should that pass fail, each part renders alone so
 * only the failing one is lost.
 */
function renderParts(nodes: ReactNode[], ctx: PageRequest, logger: Logger): Buffer {
  // The chunks of the parts' islands are hinted before the parts.
  const render = (children: ReactNode) => {
    const { html, hints } = renderWithHints(ctx, children);
    return Buffer.from(hints.length > 0 ? renderToString(<ModulePreloads hrefs={hints} />) + html : html);
  };
  try {
    // Children passed one by one, as in JSX: a fixed sequence, not a list needing keys.
    return render(createElement(Fragment, null, ...nodes));
  } catch {
    const html: Buffer[] = [];
    for (const node of nodes) {
      try {
        html.push(render(node));
      } catch (error) {
        logger.error({ err: error }, 'deferred part failed');
      }
    }
    return Buffer.concat(html);
  }
}
