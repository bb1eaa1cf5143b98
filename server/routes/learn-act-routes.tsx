/** Placeholder: the Learn & Act pages (filled in by the Learn & Act work). */
import type { RouteDef } from './route-table.tsx';

export const learnActRoutes: RouteDef[] = [];
