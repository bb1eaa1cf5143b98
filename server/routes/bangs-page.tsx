/** The /bangs page (also /en/bangs, /fr/bangs, /es/bangs): every !bang and search operator. */
import { BangsPage } from '../../views/pages/BangsPage.tsx';
import type { RouteDef } from './route-def.ts';

export const bangsRoutes: RouteDef[] = [
  {
    id: 'bangs',
    path: '/bangs',
    prefixable: true,
    layout: 'default',
    styles: ['info'],
    titleKey: 'bangs.title',
    view: () => <BangsPage />,
  },
];
