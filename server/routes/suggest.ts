/**
 * Search suggestions and the OpenSearch description, so browsers can add Karma as a search engine
 * with address-bar suggestions.
 *   GET /search/autosuggest?q=…&lang=fr&country=FR  →  ["q", ["s1", "s2", …]]
 * lang (en, fr, es) and country (two letters) may be left out (English, the language's
 * country); other values answer 400 {"error": "…"} (server/shared/suggest-params.ts).
 *   GET /opensearch.xml
 */
import type { RequestHandler } from 'express';
import { flatQuery } from '../http/flat-query.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import type { SearchRunner } from '../search/runner.ts';
import { findBang, withBang } from '../shared/bangs.ts';
import { parseSuggestParams } from '../shared/suggest-params.ts';
import type { RouteDef } from './route-def.ts';

/** Reads no cookie: answered before the visitor is looked up. */
export function suggestRoute(runner: SearchRunner): RouteDef {
  const suggest: RequestHandler = async (req, res) => {
    const params = parseSuggestParams(flatQuery(req.query));
    if (!params.ok) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(400).json({ error: params.error });
      return;
    }
    const { q, lang, country } = params;
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    // '!w fo' completes 'fo' and keeps the bang: choosing 'fox' still goes to Wikipedia.
    const bang = findBang(q);
    const text = bang ? bang.rest : q;
    const found = text.trim() ? await runner.suggest(text, lang, controller.signal, country) : [];
    const list = bang ? found.map((completion) => withBang(completion, bang)) : found;
    if (controller.signal.aborted) return;
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/x-suggestions+json').send(JSON.stringify([q, list]));
  };
  return {
    id: 'autosuggest',
    path: '/search/autosuggest',
    stage: 'headers',
    guards: [rateLimit({ name: 'suggest', points: 30, windowMs: 10_000 })],
    handler: suggest,
  };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** In the visitor's language (the description), so after the locale is known. */
export function openSearchRoute(baseUrl: string): RouteDef {
  const answer: RequestHandler = (req, res) => {
    const description = req.t('site.description');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('application/opensearchdescription+xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Karma</ShortName>
  <Description>${xml(description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="32" height="32" type="image/svg+xml">${xml(baseUrl)}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${xml(baseUrl)}/search?q={searchTerms}"/>
  <Url type="application/x-suggestions+json" method="get" template="${xml(baseUrl)}/search/autosuggest?q={searchTerms}&amp;lang=${xml(req.language ?? 'en')}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(baseUrl)}/opensearch.xml"/>
  <moz:SearchForm>${xml(baseUrl)}/</moz:SearchForm>
</OpenSearchDescription>
`);
  };
  return { id: 'opensearch', path: '/opensearch.xml', stage: 'visitor', handler: answer };
}
