/**
 * GET /strings/{locale}/{section}.json: the strings of a lazily opened part of the page (the
 * bell's dropdown, the counter's modal), fetched with it instead of riding in every page's HTML. Public and cached for an hour: strings change only with a deploy, and a stale hour
 * shows the previous wording at worst.
 */
import express from 'express';
import { resources } from '../i18n/i18n.ts';
import { isLocale } from '../i18n/locale-choice.ts';

/** The sections islands may fetch, each with what it needs beyond its own key. */
const SECTIONS: Record<string, (strings: (typeof resources)['en']) => object> = {
  notifications: (strings) => strings.notifications,
  counterModal: (strings) => strings.counterModal,
};

export function uiStringsRouter(): express.Router {
  const router = express.Router();
  router.get('/strings/:locale/:file', (req, res) => {
    res.locals.routePattern = '/strings/:locale/:file';
    const section = /^([a-zA-Z]+)\.json$/.exec(req.params.file)?.[1];
    const pick = section === undefined ? undefined : SECTIONS[section];
    if (!isLocale(req.params.locale) || !pick) {
      return void res
        .status(404)
        .json({ error: `No such strings: /strings/{en|fr|es}/{${Object.keys(SECTIONS).join('|')}}.json` });
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.json(pick(resources[req.params.locale]));
  });
  return router;
}
