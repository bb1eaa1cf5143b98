/**
 * Every island, by the name of its file in client/islands/ (the build names chunks the same
 * way). Server-rendered pages place islands through <Island name=… props=…/> only.
 */
import AutoSubmit from '../client/islands/AutoSubmit.tsx';
import ColorModeSwitch from '../client/islands/ColorModeSwitch.tsx';
import NavigationProgress from '../client/islands/NavigationProgress.tsx';
import SettingsSaver from '../client/islands/SettingsSaver.tsx';

export const islands = { AutoSubmit, ColorModeSwitch, NavigationProgress, SettingsSaver };
export type IslandName = keyof typeof islands;
