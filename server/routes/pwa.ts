/**
 * The installable web app's files: GET /manifest.webmanifest, /sw.js (served from the root so that
 * its scope is the whole site; `no-cache` so that a deploy's new worker is seen at once) and the
 * offline pages /offline/{en,fr,es} the worker precaches. None needs cookies or a visitor.
 */
import express from 'express';
import type { i18n as I18n } from 'i18next';
import { isLocale } from '../../client/contract/locale-choice.ts';
import type { Assets } from '../assets.ts';
import { offlinePageHtml } from '../pwa/offline-page.ts';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from '../pwa/service-worker.ts';
import { webAppManifest } from '../pwa/web-app-manifest.ts';

export const PWA_PATHS = ['/manifest.webmanifest', SERVICE_WORKER_PATH, '/offline/*'];

export function pwaRouter({ assets, i18n }: { assets: Assets; i18n: I18n }): express.Router {
  const router = express.Router();
  const english = i18n.getFixedT('en');
  const manifest = JSON.stringify(
    webAppManifest({ name: english('site.name'), description: english('site.description') }),
  );
  const worker = serviceWorkerScript(assets);

  router.get('/manifest.webmanifest', (_req, res) => {
    res.type('application/manifest+json').set('Cache-Control', 'public, max-age=3600').send(manifest);
  });
  router.get(SERVICE_WORKER_PATH, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(worker);
  });
  router.get('/offline/:locale', (req, res, next) => {
    // Set here, not by the registry: an unknown locale passes on and its 404 is logged under it.
    res.locals.routePattern = '/offline/:locale';
    const { locale } = req.params;
    if (!isLocale(locale)) return next();
    res
      .type('html')
      .set('Cache-Control', 'public, max-age=3600')
      .send(offlinePageHtml(locale, i18n.getFixedT(locale)));
  });
  return router;
}
