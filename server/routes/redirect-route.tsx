/**
 * The /redirect page's entry for the route table (./route-table.tsx), replacing the placeholder
 * info page. Prefixable like the page it replaces; whether a visitor is sent here is decided by
 * server/redirects/country-redirect.ts, which also remembers that the page was shown.
 */
import { RedirectPage } from '../../views/pages/RedirectPage.tsx';
import { REDIRECT_PAGE_PATH, redirectPageLink } from '../redirects/country-rules.ts';
import { defineRoute, type RouteDef } from './route-def.ts';

export const redirectRoute: RouteDef = defineRoute({
  id: 'redirect',
  path: REDIRECT_PAGE_PATH,
  prefixable: true,
  layout: 'default',
  titleKey: 'redirects.page.title',
  load: (ctx) => ({ props: redirectPageLink(ctx.config.countryRedirect.searchUrl, ctx.query.q) }),
  view: (link) => <RedirectPage {...link} />,
});
