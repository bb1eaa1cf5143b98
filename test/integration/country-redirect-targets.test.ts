/**
 * The unsupported-country redirect sends its targets through the one redirect validator
 * (server/redirects/safe-redirect.ts): the explanation page as a same-site path, the other engine
 * as an allow-listed external host, the configured engine's. An operator's http engine still
 * works; a target the validator refuses is served here instead of redirected.
 */
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestCookies } from '../../server/middleware/cookies.ts';
import { countryRedirect } from '../../server/redirects/country-redirect.ts';

const HEADER = 'CF-IPCountry';
const SHOWN = 'karma_show_redirect_page=0';

function appWithEngine(searchUrl: string) {
  const app = express();
  app.set('query parser', 'simple');
  app.use(requestCookies());
  app.use(countryRedirect({ header: HEADER, supportedCountries: ['FR'], searchUrl, cookieDomain: undefined }));
  app.use((_req, res) => {
    res.status(200).send('served here');
  });
  return app;
}

describe('country redirect targets go through the redirect validator', () => {
  it.each([
    ['https://duckduckgo.com/?q={q}', 'https://duckduckgo.com/?q=red%20fox%20%0D%0Ax'],
    ['http://search.example:8080/find?q={q}&lang=en', 'http://search.example:8080/find?q=red%20fox%20%0D%0Ax&lang=en'],
  ])('a visitor who saw the page goes to the engine %s', async (engine, location) => {
    const res = await request(appWithEngine(engine))
      .get('/search?q=red%20fox%20%0D%0Ax')
      .set(HEADER, 'KE')
      .set('Cookie', SHOWN);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('a first search goes to the explanation page, a same-site path', async () => {
    const res = await request(appWithEngine('https://duckduckgo.com/?q={q}'))
      .get('/search?q=%2F%2Fevil.example')
      .set(HEADER, 'KE');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/redirect?q=%2F%2Fevil.example');
  });

  it('an engine template the validator refuses (credentials in it) is never redirected to', async () => {
    const res = await request(appWithEngine('https://user:secret@duckduckgo.com/?q={q}'))
      .get('/search?q=fox')
      .set(HEADER, 'KE')
      .set('Cookie', SHOWN);
    expect(res.status).toBe(200);
    expect(res.text).toBe('served here');
  });
});
