/**
 * The Karma counter in the headers: searches made on this device, or in the account when logged
 * in. It opens the search-count modal (client/islands/CounterModalIsland.tsx); the island loads with
 * the page only when the page opens the modal by itself (`?new-connection=true` after a login,
 * `?login-failed=true`), otherwise on the visitor's first interaction.
 */

import type { CounterModalStrings } from '../../client/islands/CounterModalIsland.tsx';
import { counterModalKind, opensByItself } from '../../client/lib/counter-modal.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../server/shared/account-settings.ts';
import { padCounter } from '../../server/shared/counter.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { PARTNERS } from '../../server/shared/partners.ts';
import { visitorAssociations } from '../../server/shared/visitor-associations.ts';
import { useLocalHref } from '../pages/info/local-href.ts';
import { type PageContext, useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';

/** The modal's strings in one language: the `counterModal` section of locales/*.json, as served to the island. */
export function counterModalStrings(locale: keyof typeof resources): CounterModalStrings {
  return resources[locale].counterModal;
}

/** The names of the associations the visitor's searches support, for the modal and /counter. */
export function supportedNames(
  visitor: { settings: Pick<Settings, 'associations' | 'searchRegion'> } | undefined,
): string[] {
  const supported = new Set(visitorAssociations(visitor?.settings ?? DEFAULT_SETTINGS));
  return PARTNERS.filter((p) => supported.has(p.value)).map((p) => p.label);
}

/** Whether this page opens the counter modal by itself (the overlay manager's 'modal' module). */
export function counterModalOpensItself(ctx: PageContext): boolean {
  return opensByItself(counterModalKind({ loggedIn: Boolean(ctx.visitor?.account), query: ctx.query }));
}

/**
 * The digits in the header: three at least, as on /counter and in the widgets, so a first visit
 * shows 000 and the counter keeps its width as it grows; 1000 and more show in full.
 */
export const headerDigits = (count: number): string => padCounter(count);

export function KarmaCounter() {
  const ctx = useRequest();
  const { t, visitor, locale, assets, query } = ctx;
  const localHref = useLocalHref();
  const count = visitor?.counter ?? 0;
  const kind = counterModalKind({ loggedIn: Boolean(visitor?.account), query });
  const auto = opensByItself(kind);
  return (
    <>
      {/* The modal's styles ride with the page only when the page opens it. */}
      {auto ? <link rel="stylesheet" href={assets.styles.modals} /> : null}
      <Island
        name="CounterModal"
        hydrate={auto ? 'load' : 'interaction'}
        props={{
          count,
          digits: headerDigits(count),
          kind,
          locale,
          href: localHref('/counter'),
          label: t('counter.title', { count }),
          links: {
            login: localHref('/auth/login'),
            learnMore: localHref('/what'),
            settings: '/settings',
          },
          supports: supportedNames(visitor),
          stylesheet: assets.styles.modals ?? '',
          strings: auto ? counterModalStrings(locale) : undefined,
        }}
      />
    </>
  );
}
