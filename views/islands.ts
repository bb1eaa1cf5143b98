/**
 * Every island, by its feature's name: the file client/islands/<Name>Island.tsx without its
 * `Island` suffix, as the build names it (scripts/build.ts). The suffix keeps an island apart from
 * the server-rendered component of the same feature (views/components/NotificationBell.tsx
 * places client/islands/NotificationBellIsland.tsx). Pages place islands through
 * <Island name=… props=…/> only, and the markup's data-island carries this name.
 */
import AddToBrowserIsland from '../client/islands/AddToBrowserIsland.tsx';
import AnnouncementModalIsland from '../client/islands/AnnouncementModalIsland.tsx';
import BackgroundViewerIsland from '../client/islands/BackgroundViewerIsland.tsx';
import ColorModeSwitchIsland from '../client/islands/ColorModeSwitchIsland.tsx';
import CompanionIsland from '../client/islands/CompanionIsland.tsx';
import ConnectionStatusIsland from '../client/islands/ConnectionStatusIsland.tsx';
import CookieConsentIsland from '../client/islands/CookieConsentIsland.tsx';
import CounterModalIsland from '../client/islands/CounterModalIsland.tsx';
import LearnActFeedIsland from '../client/islands/LearnActFeedIsland.tsx';
import MailShortcutsIsland from '../client/islands/MailShortcutsIsland.tsx';
import MoreImagesIsland from '../client/islands/MoreImagesIsland.tsx';
import NavigationProgressIsland from '../client/islands/NavigationProgressIsland.tsx';
import NewFeatureBadgeIsland from '../client/islands/NewFeatureBadgeIsland.tsx';
import NotificationBellIsland from '../client/islands/NotificationBellIsland.tsx';
import OtherSearchMenuIsland from '../client/islands/OtherSearchMenuIsland.tsx';
import SearchBoxIsland from '../client/islands/SearchBoxIsland.tsx';
import SettingsSaverIsland from '../client/islands/SettingsSaverIsland.tsx';
import ShareLinkIsland from '../client/islands/ShareLinkIsland.tsx';
import SiteRulesMenuIsland from '../client/islands/SiteRulesMenuIsland.tsx';
import StickyHeaderIsland from '../client/islands/StickyHeaderIsland.tsx';

export const islands = {
  AddToBrowser: AddToBrowserIsland,
  AnnouncementModal: AnnouncementModalIsland,
  BackgroundViewer: BackgroundViewerIsland,
  ColorModeSwitch: ColorModeSwitchIsland,
  Companion: CompanionIsland,
  ConnectionStatus: ConnectionStatusIsland,
  CookieConsent: CookieConsentIsland,
  CounterModal: CounterModalIsland,
  LearnActFeed: LearnActFeedIsland,
  MailShortcuts: MailShortcutsIsland,
  MoreImages: MoreImagesIsland,
  NavigationProgress: NavigationProgressIsland,
  NewFeatureBadge: NewFeatureBadgeIsland,
  NotificationBell: NotificationBellIsland,
  OtherSearchMenu: OtherSearchMenuIsland,
  SearchBox: SearchBoxIsland,
  SettingsSaver: SettingsSaverIsland,
  ShareLink: ShareLinkIsland,
  SiteRulesMenu: SiteRulesMenuIsland,
  StickyHeader: StickyHeaderIsland,
};
export type IslandName = keyof typeof islands;
