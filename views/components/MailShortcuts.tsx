/**
 * Places the mail shortcut island in a header (SiteHeader, SearchHeader), just before the bell.
 *
 * A page normally carries only the button and a few props: the island hydrates on the first
 * interaction and fetches the popover's data (GET /mail-shortcuts/{locale}.json, built by
 * buildMailData) and stylesheet when first opened. A page asked for with `?mail=open|saved|error`
 * (the button's link and the form route's answer, without JavaScript) renders the popover open:
 * then its data rides in the props and its stylesheet is linked in the page.
 */
import { parseMailParam, withMailParam } from '../../client/contract/mail-shortcuts-url.ts';
import { buildMailData } from '../../server/shared/mail-data.ts';
import { mailEnvironment } from '../../server/shared/mail-environments.ts';
import { useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';
import { NewFeatureBadge } from './NewFeatureBadge.tsx';

export function MailShortcuts() {
  const { t, locale, query, originalUrl, visitor, config, assets } = useRequest();
  const opened = parseMailParam(query.mail);
  const stylesheet = assets.styles['mail-shortcuts'] ?? '';
  return (
    <>
      <Island
        name="MailShortcuts"
        hydrate={opened ? 'load' : 'interaction'}
        props={{
          provider: mailEnvironment(visitor?.settings.serviceProvider)?.id,
          loggedIn: visitor?.account ? true : undefined,
          apiBase: config.apiBase || undefined,
          cookieDomain: config.cookieDomain,
          here: withMailParam(originalUrl, null),
          opened,
          data: opened ? buildMailData(t) : undefined,
          locale,
          stylesheet,
          label: t('mailShortcuts.button'),
        }}
      />
      {opened && stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
      <NewFeatureBadge feature="mail" />
    </>
  );
}
