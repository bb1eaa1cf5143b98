/**
 * The /redirect page's entry for the route table (server/routes/route-table.tsx), replacing the
 * placeholder info page. Prefixable like the page it replaces; whether a visitor is sent here is
 * decided by country-redirect.ts, which also remembers that the page was shown.
 */
import { RedirectPage } from '../../views/pages/RedirectPage.tsx';
import type { RouteDef } from '../routes/route-table.tsx';
import { REDIRECT_PAGE_PATH, redirectPageLink } from './country-rules.ts';

export const redirectRoute: RouteDef = {
  id: 'redirect',
  path: REDIRECT_PAGE_PATH,
  prefixable: true,
  layout: 'default',
  titleKey: 'redirects.page.title',
  render: (ctx) => <RedirectPage {...redirectPageLink(ctx.config.countryRedirect.searchUrl, ctx.query.q)} />,
};
