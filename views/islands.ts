/**
 * Every island, by the name of its file in client/islands/ (the build names chunks the same
 * way). Server-rendered pages place islands through <Island name=… props=…/> only.
 */
import AddToBrowser from '../client/islands/AddToBrowser.tsx';
import AutoSubmit from '../client/islands/AutoSubmit.tsx';
import BackgroundActions from '../client/islands/BackgroundActions.tsx';
import ColorModeSwitch from '../client/islands/ColorModeSwitch.tsx';
import ConnectionStatus from '../client/islands/ConnectionStatus.tsx';
import CookieConsent from '../client/islands/CookieConsent.tsx';
import LearnActFeed from '../client/islands/LearnActFeed.tsx';
import NavigationProgress from '../client/islands/NavigationProgress.tsx';
import NotificationBell from '../client/islands/NotificationBell.tsx';
import OtherSearchMenu from '../client/islands/OtherSearchMenu.tsx';
import SearchBox from '../client/islands/SearchBox.tsx';
import SettingsSaver from '../client/islands/SettingsSaver.tsx';
import StickyHeader from '../client/islands/StickyHeader.tsx';

export const islands = {
  AddToBrowser,
  AutoSubmit,
  BackgroundActions,
  ColorModeSwitch,
  ConnectionStatus,
  CookieConsent,
  LearnActFeed,
  NavigationProgress,
  NotificationBell,
  OtherSearchMenu,
  SearchBox,
  SettingsSaver,
  StickyHeader,
};
export type IslandName = keyof typeof islands;
