/**
 * Which overlay modules (client/lib/overlay-manager.ts) wait for their turn on this page, as
 * `<body data-overlay-modules>`. A module is listed only when the server sees it may show
 * something; its island then loads with the page and reports. A module not listed is not waited
 * for, and its island (if any) loads on interaction or not at all. One decider per module.
 */
import type { OverlayModule } from '../client/lib/overlay-manager.ts';
import { announcementMayShow } from './components/Announcements.tsx';
import { companionPlan } from './components/Companion.tsx';
import { counterModalOpensItself } from './components/KarmaCounter.tsx';
import { bellState } from './components/NotificationBell.tsx';
import type { PageContext } from './use-request.tsx';

type Decider = (ctx: PageContext) => boolean;

const DECIDERS: [OverlayModule, Decider][] = [
  ['modal', (ctx) => counterModalOpensItself(ctx) || announcementMayShow(ctx)],
  ['companion', (ctx) => companionPlan(ctx) !== undefined],
  ['youMakeItHappen', (ctx) => bellState(ctx)?.previewDue === true],
];

export function overlayModules(ctx: PageContext, layout: string): OverlayModule[] {
  if (layout === 'iframe') return [];
  return DECIDERS.filter(([, due]) => due(ctx)).map(([module]) => module);
}
