/**
 * The /redirect page's entry for the route table (server/routes/route-table.tsx), replacing the
 * placeholder info page. Prefixable like the page it replaces; whether a visitor is sent here is
 * decided by country-redirect.ts, which also remembers that the page was shown.
 */
import { RedirectPage } from '../../views/pages/RedirectPage.tsx';
import { defineRoute, type RouteDef } from '../routes/route-def.ts';
import { REDIRECT_PAGE_PATH, redirectPageLink } from './country-rules.ts';

export const redirectRoute: RouteDef = defineRoute({
  id: 'redirect',
  path: REDIRECT_PAGE_PATH,
  prefixable: true,
  layout: 'default',
  titleKey: 'redirects.page.title',
  load: (ctx) => ({ props: redirectPageLink(ctx.config.countryRedirect.searchUrl, ctx.query.q) }),
  view: (link) => <RedirectPage {...link} />,
});
