/**
 * The Learn & Act pages: /learn-act (the bell's mobile sheet links here) and /learnact (its
 * desktop dropdown), each also under /en, /fr and /es. Both show the same feed; the desktop one
 * is denser. The page itself lives in views/pages/learn-act/LearnActPage.tsx.
 */
import { learnActPage } from '../../views/pages/learn-act/LearnActPage.tsx';
import type { RouteDef } from './route-table.tsx';

export const learnActRoutes: RouteDef[] = [
  {
    id: 'learn-act',
    path: '/learn-act',
    prefixable: true,
    layout: 'default',
    styles: ['learn-act'],
    titleKey: 'learnAct.documentTitle',
    render: (ctx) => learnActPage(ctx, 'mobile'),
  },
  {
    id: 'learnact',
    path: '/learnact',
    prefixable: true,
    layout: 'default',
    styles: ['learn-act'],
    titleKey: 'learnAct.documentTitle',
    render: (ctx) => learnActPage(ctx, 'desktop'),
  },
];
