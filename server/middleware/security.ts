/**
 * Security headers for every response: a strict Content-Security-Policy with a fresh script
 * nonce per request (no inline script runs without it), `Referrer-Policy: no-referrer`, HSTS
 * only over https, and framing allowed only for the iframe widgets and only by configured origins.
 *
 *   app.use(security({ frameAncestors: ['https://partner.example'], isFrameable: (p) => … }));
 *   // res.locals.nonce is then set for the renderer.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  frameAncestors: string[];
  isFrameable: (path: string) => boolean;
  /** Origins the browser may call besides this one (an absolute API_BASE). */
  connectOrigins: string[];
  /** TAG_MANAGER_ID is set: Google Tag Manager may load (views/components/TagManager.tsx decides when). */
  tagManager?: boolean;
}

export function security(options: SecurityOptions): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { nonce: string } }).locals.nonce}'`;
  const frameable = `'self' ${options.frameAncestors.join(' ')}`.trim();
  // Only when an id is configured: otherwise no third-party origin appears in the policy at all.
  const tagManager = options.tagManager ? ['https://www.googletagmanager.com'] : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", nonce, ...tagManager],
        'style-src': ["'self'", nonce],
        // Islands set widths and positions through style attributes; no script can ride on that.
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...tagManager],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...options.connectOrigins, ...tagManager],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': [
          (req) => (options.isFrameable((req as unknown as { path: string }).path) ? frameable : "'none'"),
        ],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    // frame-ancestors above decides framing; X-Frame-Options cannot express an allow-list.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
  });
  return [
    (_req, res, next) => {
      res.locals.nonce = randomBytes(16).toString('base64');
      next();
    },
    headers,
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      next();
    },
  ];
}
