/**
 * Every island, by the name of its file in client/islands/ (the build names chunks the same
 * way). Server-rendered pages place islands through <Island name=… props=…/> only.
 */
import AddToBrowser from '../client/islands/AddToBrowser.tsx';
import AnnouncementModal from '../client/islands/AnnouncementModal.tsx';
import BackgroundViewer from '../client/islands/BackgroundViewer.tsx';
import ColorModeSwitch from '../client/islands/ColorModeSwitch.tsx';
import Companion from '../client/islands/Companion.tsx';
import ConnectionStatus from '../client/islands/ConnectionStatus.tsx';
import CookieConsent from '../client/islands/CookieConsent.tsx';
import CounterModal from '../client/islands/CounterModal.tsx';
import LearnActFeed from '../client/islands/LearnActFeed.tsx';
import MailShortcuts from '../client/islands/MailShortcuts.tsx';
import MoreImages from '../client/islands/MoreImages.tsx';
import NavigationProgress from '../client/islands/NavigationProgress.tsx';
import NewFeatureBadge from '../client/islands/NewFeatureBadge.tsx';
import NotificationBell from '../client/islands/NotificationBell.tsx';
import OtherSearchMenu from '../client/islands/OtherSearchMenu.tsx';
import SearchBox from '../client/islands/SearchBox.tsx';
import SettingsSaver from '../client/islands/SettingsSaver.tsx';
import ShareLink from '../client/islands/ShareLink.tsx';
import StickyHeader from '../client/islands/StickyHeader.tsx';

export const islands = {
  AddToBrowser,
  AnnouncementModal,
  BackgroundViewer,
  ColorModeSwitch,
  Companion,
  ConnectionStatus,
  CookieConsent,
  CounterModal,
  LearnActFeed,
  MailShortcuts,
  MoreImages,
  NavigationProgress,
  NewFeatureBadge,
  NotificationBell,
  OtherSearchMenu,
  SearchBox,
  SettingsSaver,
  ShareLink,
  StickyHeader,
};
export type IslandName = keyof typeof islands;
