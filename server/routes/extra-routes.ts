/**
 * Route tables contributed by feature modules, appended to the main table (route-table.tsx).
 * Each feature keeps its pages in its own file and lists them here.
 */
import { bangsRoutes } from './bangs-page.tsx';
import { counterRoutes } from './counter-page.tsx';
import { infoRoutes } from './info-routes.tsx';
import { learnActRoutes } from './learn-act-routes.tsx';
import type { RouteDef } from './route-def.ts';

export const extraRoutes: RouteDef[] = [...infoRoutes, ...learnActRoutes, ...counterRoutes, ...bangsRoutes];
