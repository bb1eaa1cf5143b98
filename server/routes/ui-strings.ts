/**
 * GET /strings/{locale}/{section}.json: the strings of a lazily opened part of the page (the
 * bell's dropdown, the counter's modal), fetched with it instead of riding in every page's HTML. Public and cached for an hour: strings change only with a deploy, and a stale hour
 * shows the previous wording at worst.
 */

import { isLocale } from '../shared/locale-choice.ts';
import { resources } from '../shared/locale-resources.ts';
import type { RouteDef } from './route-def.ts';

type Strings = (typeof resources)['en'];

/**
 * The sections islands may fetch, each with what it needs beyond its own key. A Map, not an
 * object literal: the section comes from the URL, and `SECTIONS['constructor']` on a plain object
 * would find Object.prototype's (a 500 for `valueOf`, the whole table for `constructor`).
 */
const SECTIONS = new Map<string, (strings: Strings) => object>([
  ['notifications', (strings) => strings.notifications],
  ['counterModal', (strings) => strings.counterModal],
]);

export const uiStringsRoute: RouteDef = {
  id: 'ui-strings',
  path: '/strings/:locale/:file',
  handler: (req, res) => {
    const section = /^([a-zA-Z]+)\.json$/.exec(String(req.params.file))?.[1];
    const pick = section === undefined ? undefined : SECTIONS.get(section);
    if (!isLocale(req.params.locale) || !pick) {
      return void res
        .status(404)
        .json({ error: `No such strings: /strings/{en|fr|es}/{${[...SECTIONS.keys()].join('|')}}.json` });
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.json(pick(resources[req.params.locale]));
  },
};
