/** /counter (and /en, /fr, /es): the search-count modal's content as a page. */
import { CounterPage } from '../../views/pages/CounterPage.tsx';
import type { RouteDef } from './route-def.ts';

export const counterRoutes: RouteDef[] = [
  {
    id: 'counter',
    path: '/counter',
    prefixable: true,
    layout: 'default',
    styles: ['modals'],
    titleKey: 'pages.counter.title',
    view: () => <CounterPage />,
  },
];
