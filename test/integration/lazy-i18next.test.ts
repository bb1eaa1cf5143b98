import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../server/i18n/i18n.ts';
import { lazyI18next } from '../../server/middleware/lazy-i18next.ts';

/** An app with a fixed `req.lng` (middleware/locale.ts's job) and the lazy middleware. */
function appWith(lng: string, route: express.RequestHandler) {
  const i18n = createI18n();
  let clones = 0;
  const clone = i18n.cloneInstance.bind(i18n);
  i18n.cloneInstance = (...args: Parameters<typeof clone>) => {
    clones++;
    return clone(...args);
  };
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { lng: string }).lng = lng;
    next();
  });
  app.use(lazyI18next(i18n));
  app.get('/', route);
  return { app, clones: () => clones };
}

describe('i18next-http-middleware on first use', () => {
  it('translates with the chosen language when a route reads req.t', async () => {
    for (const [lng, expected] of [
      ['fr', "Une erreur s'est produite, vos réglages n'ont peut-être pas été enregistrés. Veuillez réessayer"],
      ['es', 'Se ha producido un error, es posible que tus ajustes no se hayan guardado. Inténtalo de nuevo'],
    ]) {
      const { app, clones } = appWith(lng!, (req, res) => {
        res.json({ text: req.t('settings.failed'), language: req.language, languages: req.languages });
      });
      const res = await request(app).get('/');
      expect(res.body.text).toBe(expected);
      expect(res.body.language).toBe(lng);
      expect(res.body.languages).toContain(lng);
      expect(res.headers['content-language']).toBe(lng);
      expect(clones()).toBe(1);
    }
  });

  it('sets Content-Language without cloning i18next when nothing reads it', async () => {
    const { app, clones } = appWith('es', (_req, res) => {
      res.send('ok');
    });
    const res = await request(app).get('/');
    expect(res.headers['content-language']).toBe('es');
    expect(clones()).toBe(0);
  });

  it('keeps a value a route assigns before any read, and attaches once', async () => {
    const { app, clones } = appWith('fr', (req, res) => {
      req.language = 'xx';
      const first = req.language;
      const t = req.t;
      res.json({ first, after: req.language, same: t === req.t, fixed: req.i18n.getFixedT('en')('settings.failed') });
    });
    const res = await request(app).get('/');
    expect(res.body.first).toBe('xx');
    expect(res.body.same).toBe(true);
    expect(res.body.fixed).toBe('An error occurred, your settings may not have been saved. Please try again');
    expect(res.body.after).toBe('xx');
    expect(clones()).toBe(1);
  });
});
