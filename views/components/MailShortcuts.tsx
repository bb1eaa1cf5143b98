/**
 * Places the mail shortcut island in a header (SiteHeader, SearchHeader), just before the bell.
 *
 * A page normally carries only the button and a few props: the island hydrates on the first
 * interaction and fetches the popover's data (GET /mail-shortcuts/{locale}.json, built by
 * buildMailData) and stylesheet when first opened. A page asked for with `?mail=open|saved|error`
 * (the button's link and the form route's answer, without JavaScript) renders the popover open:
 * then its data rides in the props and its stylesheet is linked in the page.
 */
import type { TFunction } from 'i18next';
import type { MailData } from '../../client/lib/mail-shortcuts-types.ts';
import { parseMailParam, withMailParam } from '../../client/lib/mail-shortcuts-url.ts';
import { MAIL_ENVIRONMENT_LIST, mailEnvironment } from '../../server/content/mail-environments.ts';
import { useRequest } from '../request-context.tsx';
import { Island } from './Island.tsx';
import { NewFeatureBadge } from './NewFeatureBadge.tsx';

/** The popover's strings, providers and every provider's shortcuts, in the language of `t`. */
export function buildMailData(t: TFunction): MailData {
  const label = (key: string) => t(`mailShortcuts.${key}`);
  return {
    labels: {
      title: label('title'),
      close: label('close'),
      choose: label('choose'),
      save: label('save'),
      saving: label('saving'),
      saved: label('saved'),
      error: label('error'),
      modify: label('modify'),
      suggest: label('suggest'),
      shortcuts: label('shortcuts'),
    },
    providers: MAIL_ENVIRONMENT_LIST.map((e) => ({ id: e.id, name: e.name, previewImage: e.previewImage })),
    services: Object.fromEntries(
      MAIL_ENVIRONMENT_LIST.map((e) => [
        e.id,
        e.services.map((s) => ({ name: s.name ?? label(`kinds.${s.kind}`), icon: s.icon, serviceUrl: s.serviceUrl })),
      ]),
    ),
  };
}

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
