/**
 * Security headers for every response: a strict Content-Security-Policy with a fresh script
 * nonce per request (no inline script runs without it), `Referrer-Policy: no-referrer`, HSTS
 * only over https, framing allowed only for the iframe widgets and only by configured origins, and
 * a Permissions-Policy denying every powerful feature the site does not use.
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

/**
 * Features no page of the site uses are denied, to this origin and to anything it embeds; a script
 * that got in still cannot reach the camera or the location. `interest-cohort` is FLoC's old name.
 * Only features current browsers recognise: Chromium logs a console warning on every page for
 * each name it does not know (test/e2e/permissions-policy.test.ts keeps the list so).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(', ');

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
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
    headers,
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      next();
    },
  ];
}
