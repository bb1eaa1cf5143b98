/**
 * Every island, by the name of its file in client/islands/ (the build names chunks the same
 * way). Server-rendered pages place islands through <Island name=… props=…/> only.
 */
import ColorModeSwitch from '../client/islands/ColorModeSwitch.tsx';
import NavigationProgress from '../client/islands/NavigationProgress.tsx';

export const islands = { ColorModeSwitch, NavigationProgress };
export type IslandName = keyof typeof islands;
