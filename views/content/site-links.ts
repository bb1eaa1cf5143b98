/**
 * The links of the footer and of the side navigation drawer, as data: label keys (locales/*.json)
 * and site paths. Paths are localized when rendered, except those that exist only without a
 * prefix, such as /settings (see views/pages/info/local-href.ts).
 */

export interface SiteLink {
  labelKey: string;
  href: string;
}

export interface DrawerSection {
  id: 'about' | 'act' | 'help' | 'resources';
  labelKey: string;
  links: readonly SiteLink[];
}

/** The footer's site links; the results provider's notice is added by the footer (it depends on config). */
export const FOOTER_LINKS: readonly SiteLink[] = [
  { labelKey: 'footer.links.learnAct', href: '/learn-act' },
  { labelKey: 'transparency.footerLink', href: '/partners/transparency' },
  { labelKey: 'footer.links.roadmap', href: '/roadmap' },
  { labelKey: 'footer.links.press', href: '/press' },
  { labelKey: 'footer.links.contact', href: '/contact' },
  { labelKey: 'footer.links.bangs', href: '/bangs' },
  { labelKey: 'footer.links.privacy', href: '/privacy' },
  { labelKey: 'footer.links.terms', href: '/terms' },
  { labelKey: 'footer.links.cookies', href: '/cookies' },
];

/** Same address as the search layout's feedback button (views/components/SmallFooter.tsx). */
export const FEEDBACK_HREF = '/contact?subject=feedback';

export const DRAWER_SECTIONS: readonly DrawerSection[] = [
  {
    id: 'about',
    labelKey: 'drawer.sections.about',
    links: [
      { labelKey: 'info.what.title', href: '/what' },
      { labelKey: 'info.mission.title', href: '/mission' },
      { labelKey: 'info.partners.title', href: '/partners' },
      { labelKey: 'footer.links.roadmap', href: '/roadmap' },
    ],
  },
  {
    id: 'act',
    labelKey: 'drawer.sections.act',
    links: [
      { labelKey: 'footer.links.learnAct', href: '/learn-act' },
      { labelKey: 'info.share.title', href: '/share' },
    ],
  },
  {
    id: 'help',
    labelKey: 'drawer.sections.help',
    links: [
      { labelKey: 'pages.discover.title', href: '/discover' },
      { labelKey: 'info.apps.title', href: '/apps' },
      { labelKey: 'drawer.links.account', href: '/auth/login' },
      { labelKey: 'footer.links.contact', href: '/contact' },
    ],
  },
  {
    id: 'resources',
    labelKey: 'drawer.sections.resources',
    links: [
      { labelKey: 'footer.links.privacy', href: '/privacy' },
      { labelKey: 'footer.links.terms', href: '/terms' },
      { labelKey: 'footer.links.cookies', href: '/cookies' },
      { labelKey: 'footer.links.press', href: '/press' },
    ],
  },
];
