/**
 * Streams a page with React's renderToPipeableStream: the shell (head, inline CSS, header) is
 * flushed as soon as it is ready and Suspense content follows. A client that goes away aborts
 * the render and every lookup started with the context's signal; a failure before the shell
 * answers with the error page instead.
 */
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { alternateLinks } from '../../views/components/localized-href.ts';
import { Document } from '../../views/Document.tsx';
import { DefaultLayout } from '../../views/layouts/DefaultLayout.tsx';
import { IframeLayout } from '../../views/layouts/IframeLayout.tsx';
import { SearchLayout } from '../../views/layouts/SearchLayout.tsx';
import { ErrorPage } from '../../views/pages/ErrorPage.tsx';
import { RequestContextProvider, type RequestContextValue } from '../../views/request-context.tsx';
import type { Logger } from '../logger.ts';
import type { LayoutName } from '../routes/route-table.tsx';

/** A render that has not finished by then is cut short; Suspense fallbacks stay. */
const RENDER_LIMIT_MS = 10_000;

export interface PageSpec {
  status: number;
  layout: LayoutName;
  title: string;
  body: ReactNode;
  hideTabs?: boolean;
  footerAfterResults?: boolean;
}

function inLayout(spec: PageSpec): ReactNode {
  switch (spec.layout) {
    case 'iframe':
      return <IframeLayout>{spec.body}</IframeLayout>;
    case 'search':
      return (
        <SearchLayout hideTabs={spec.hideTabs} footerAfterResults={spec.footerAfterResults}>
          {spec.body}
        </SearchLayout>
      );
    default:
      return <DefaultLayout>{spec.body}</DefaultLayout>;
  }
}

function page(ctx: RequestContextValue, spec: PageSpec): ReactNode {
  const robots = spec.layout === 'search' ? 'noindex, nofollow' : undefined;
  const fullTitle =
    spec.layout === 'default' && spec.title === ctx.t('site.name')
      ? spec.title
      : `${spec.title} – ${ctx.t('site.name')}`;
  return (
    <RequestContextProvider value={ctx}>
      <Document
        title={fullTitle}
        description={ctx.t('site.description')}
        robots={robots}
        layout={spec.layout}
        alternates={alternateLinks(ctx.config.baseUrl, ctx.path, ctx.prefixable)}
      >
        {inLayout(spec)}
      </Document>
    </RequestContextProvider>
  );
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

export function renderPage(
  res: Response,
  ctx: RequestContextValue,
  controller: AbortController,
  spec: PageSpec,
  logger: Logger,
): void {
  let shellSent = false;
  const { pipe, abort } = renderToPipeableStream(page(ctx, spec), {
    nonce: ctx.nonce,
    onShellReady() {
      shellSent = true;
      if (controller.signal.aborted) return;
      sendHtmlHeaders(res, spec, spec.status);
      pipe(res);
    },
    onShellError(error) {
      logger.error({ err: error }, 'page shell failed');
      if (res.headersSent || controller.signal.aborted) return;
      const errorSpec: PageSpec = { ...spec, status: 500, layout: 'default', title: ctx.t('errors.generic.title') };
      try {
        const html = renderToStaticMarkup(page(ctx, { ...errorSpec, body: <ErrorPage status={500} /> }));
        sendHtmlHeaders(res, errorSpec, 500);
        res.end(`<!DOCTYPE html>${html}`);
      } catch {
        res.status(500).type('text/plain').end('Internal Server Error');
      }
    },
    onError(error) {
      // Aborts after a disconnect are expected; anything else is a bug worth a log line.
      if (!controller.signal.aborted) logger.error({ err: error, shellSent }, 'page render error');
    },
  });
  const limit = setTimeout(() => abort(new Error('render time limit')), RENDER_LIMIT_MS);
  limit.unref();
  res.on('close', () => {
    clearTimeout(limit);
    if (!res.writableFinished) {
      controller.abort();
      abort(new Error('client disconnected'));
    }
  });
}
