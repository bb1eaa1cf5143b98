/**
 * The 'Try with…' dropdown and the 'Other search' menu of the result header: outbound searches
 * for the current query, from one data table (server/shared/outbound-links.ts). Both are
 * <details>, so they open without JavaScript; only 'Other search' is an island (hover timing).
 */
import type { TFunction } from 'i18next';
import {
  type OutboundGroup,
  type OutboundMenu,
  type OutboundVertical,
  servicesFor,
} from '../../server/shared/outbound-links.ts';
import { useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';

interface MenuProps {
  query: string;
  vertical: OutboundVertical;
}

/** Literal keys, so the locale test sees each one used. Also the /bangs page's headings. */
export function groupHeading(t: TFunction, group: OutboundGroup): string {
  const headings: Record<OutboundGroup, string> = {
    web: t('menus.groups.web'),
    maps: t('menus.groups.maps'),
    encyclopedia: t('menus.groups.encyclopedia'),
    media: t('menus.groups.media'),
    science: t('menus.groups.science'),
    social: t('menus.groups.social'),
    ai: t('menus.groups.ai'),
    dev: t('menus.groups.dev'),
    translation: t('menus.groups.translation'),
  };
  return headings[group];
}

function useMenuGroups(menu: OutboundMenu, { query, vertical }: MenuProps) {
  const { t, locale } = useRequest();
  return servicesFor(menu, { query, vertical, locale }).map(({ group, links }) => ({
    group,
    heading: groupHeading(t, group),
    links,
  }));
}

/** A short list of other general engines and maps; server-rendered only. */
export function TryWithMenu(props: MenuProps) {
  const { t } = useRequest();
  const groups = useMenuGroups('tryWith', props);
  return (
    <details className="try-with">
      <summary>{t('menus.tryWith')}</summary>
      <ul className="try-with__list">
        {groups.flatMap(({ group, links }) =>
          links.map((link, index) => (
            <li key={link.id} className={index === 0 && group !== groups[0]?.group ? 'try-with__first' : undefined}>
              <a href={link.href} target="_blank" rel="noreferrer noopener" aria-describedby="try-with-new-tab">
                {link.name}
              </a>
            </li>
          )),
        )}
      </ul>
      <p id="try-with-new-tab" hidden>
        {t('menus.opensInNewTab')}
      </p>
    </details>
  );
}

/** The full grouped catalogue, in two columns from the md breakpoint (CSS). */
export function OtherSearchMenu(props: MenuProps) {
  const { t } = useRequest();
  const groups = useMenuGroups('other', props);
  return (
    <Island
      name="OtherSearchMenu"
      props={{ id: 'other-search', label: t('menus.otherSearch'), newTabNote: t('menus.opensInNewTab') }}
      // Some 30 links holding the query: in the HTML once, where the island reads them back.
      serverProps={{ groups }}
    />
  );
}
