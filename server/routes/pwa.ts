/**
 * The installable web app's files: GET /manifest.webmanifest, /sw.js (served from the root so that
 * its scope is the whole site; `no-cache` so that a deploy's new worker is seen at once) and the
 * offline pages /offline/{en,fr,es} the worker precaches. None needs cookies or a visitor.
 */
import type { i18n as I18n } from 'i18next';
import type { Assets } from '../assets.ts';
import { offlinePageHtml } from '../pwa/offline-page.ts';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from '../pwa/service-worker.ts';
import { webAppManifest } from '../pwa/web-app-manifest.ts';
import { isLocale } from '../shared/locale-choice.ts';
import type { RouteDef } from './route-def.ts';

export function pwaRoutes({ assets, i18n }: { assets: Assets; i18n: I18n }): RouteDef[] {
  const english = i18n.getFixedT('en');
  const manifest = JSON.stringify(
    webAppManifest({ name: english('site.name'), description: english('site.description') }),
  );
  const worker = serviceWorkerScript(assets);

  return [
    {
      id: 'web-app-manifest',
      path: '/manifest.webmanifest',
      stage: 'headers',
      handler: (_req, res) => {
        res.type('application/manifest+json').set('Cache-Control', 'public, max-age=3600').send(manifest);
      },
    },
    {
      id: 'service-worker',
      path: SERVICE_WORKER_PATH,
      stage: 'headers',
      handler: (_req, res) => {
        res.type('text/javascript').set('Cache-Control', 'no-cache').send(worker);
      },
    },
    {
      id: 'offline-page',
      path: '/offline/:locale',
      stage: 'headers',
      // An unknown locale passes on to the 404, logged under this pattern.
      keepsPattern: true,
      handler: (req, res, next) => {
        const locale = String(req.params.locale);
        if (!isLocale(locale)) return next();
        res
          .type('html')
          .set('Cache-Control', 'public, max-age=3600')
          .send(offlinePageHtml(locale, i18n.getFixedT(locale)));
      },
    },
  ];
}
