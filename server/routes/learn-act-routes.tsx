/**
 * The Learn & Act pages: /learn-act (the bell's mobile sheet links here) and /learnact (its
 * desktop dropdown), each also under /en, /fr and /es. Both show the same feed; the desktop one
 * is denser. The page itself lives in views/pages/learn-act/LearnActPage.tsx.
 */
import { learnActView } from '../../views/pages/learn-act/LearnActPage.tsx';
import { loadLearnAct } from './learn-act-loader.ts';
import { defineRoute, type RouteDef } from './route-def.ts';

export const learnActRoutes: RouteDef[] = [
  defineRoute({
    id: 'learn-act',
    path: '/learn-act',
    prefixable: true,
    layout: 'default',
    styles: ['learn-act'],
    titleKey: 'learnAct.documentTitle',
    load: (ctx) => loadLearnAct(ctx, 'mobile'),
    view: learnActView,
  }),
  defineRoute({
    id: 'learnact',
    path: '/learnact',
    prefixable: true,
    layout: 'default',
    styles: ['learn-act'],
    titleKey: 'learnAct.documentTitle',
    load: (ctx) => loadLearnAct(ctx, 'desktop'),
    view: learnActView,
  }),
];
