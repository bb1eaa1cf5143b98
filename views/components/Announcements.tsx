/**
 * Places the announcement island when an announcement may show to this visitor (enabled, before
 * its date, more than 15 searches) and the page does not already open the counter's modal. The
 * viewed list lives in the browser's local storage, so the island makes the final call.
 */
import { eligibleAnnouncements } from '../../client/contract/announcements.ts';
import { localizeAnnouncement } from '../../server/shared/announcements.ts';
import { type PageContext, useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';
import { counterModalOpensItself } from './KarmaCounter.tsx';

function eligibleDefinitions(ctx: PageContext) {
  const definitions = ctx.services.announcements ?? [];
  const now = (ctx.services.now?.() ?? new Date()).getTime();
  return eligibleAnnouncements(definitions, ctx.visitor?.counter ?? 0, now);
}

/** Whether an announcement may take the 'modal' overlay slot on this page. */
export function announcementMayShow(ctx: PageContext): boolean {
  return !counterModalOpensItself(ctx) && eligibleDefinitions(ctx).length > 0;
}

export function Announcements() {
  const ctx = useRequest();
  if (!announcementMayShow(ctx)) return null;
  const { t, assets, visitor, services } = ctx;
  return (
    <Island
      name="AnnouncementModal"
      props={{
        announcements: eligibleDefinitions(ctx).map((definition) => localizeAnnouncement(definition, t)),
        knownIds: (services.announcements ?? []).map((definition) => definition.id),
        searchCount: visitor?.counter ?? 0,
        stylesheet: assets.styles.modals ?? '',
        labels: { dialog: t('announcements.label'), close: t('announcements.close') },
      }}
    />
  );
}
