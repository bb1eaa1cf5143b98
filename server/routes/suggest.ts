/**
 * Search suggestions and the OpenSearch description, so browsers can add Karma as a search engine
 * with address-bar suggestions.
 *   GET /search/autosuggest?q=…&lang=fr&country=FR  →  ["q", ["s1", "s2", …]]
 * lang (en, fr, es) and country (two letters) may be left out (English, the language's
 * country); other values answer 400 {"error": "…"} (client/contract/suggest-params.ts).
 *   GET /opensearch.xml
 */
import { Router } from 'express';
import { findBang, withBang } from '../../client/contract/bangs.ts';
import { parseSuggestParams } from '../../client/contract/suggest-params.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { flatQuery } from '../render/request-context.ts';
import type { SearchRunner } from '../search/runner.ts';

export function suggestRouter(runner: SearchRunner): Router {
  const router = Router();
  router.get('/search/autosuggest', rateLimit({ name: 'suggest', points: 30, windowMs: 10_000 }), async (req, res) => {
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
  });
  return router;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function openSearchRouter(baseUrl: string): Router {
  const router = Router();
  router.get('/opensearch.xml', (req, res) => {
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
  });
  return router;
}
