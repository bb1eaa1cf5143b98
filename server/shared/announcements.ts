/**
 * Announcement definitions (client/contract/announcements.ts has the rules). Operators add one with a
 * new id and dates; texts are i18n keys under `announcements.<key>` in locales/*.json, resolved
 * per request. The first eligible, not yet viewed, definition in this order shows.
 */
import type { Announcement, AnnouncementDefinition } from '../../client/contract/announcements.ts';

export type { AnnouncementDefinition };

export const ANNOUNCEMENT_DEFINITIONS: readonly AnnouncementDefinition[] = [
  {
    id: 'account',
    key: 'account',
    untilDate: '2023-05-01',
    enabled: false,
    content: {
      backgroundImage: '/feed/forest.webp',
      hasContent2: true,
      primary: 'login',
      primaryLink: { isInternalLink: true, url: '/auth/login' },
      hasSecondary: true,
    },
  },
  {
    id: 'google-env',
    key: 'googleEnv',
    untilDate: '2023-06-01',
    enabled: true,
    content: {
      backgroundImage: '/feed/bird.webp',
      hasContent2: true,
      br: true,
      textLinkUrl: '/settings#mail-shortcuts',
      primary: 'open-mail-shortcuts',
      hasSecondary: true,
    },
  },
];

/** A definition with its strings in the page's language: what the island receives. */
export function localizeAnnouncement(definition: AnnouncementDefinition, t: (key: string) => string): Announcement {
  const k = (name: string) => t(`announcements.${definition.key}.${name}`);
  const { content } = definition;
  return {
    id: definition.id,
    untilDate: definition.untilDate,
    enabled: definition.enabled,
    content: {
      backgroundImage: content.backgroundImage,
      centredImage: content.centredImage,
      title: k('title'),
      content1: k('content1'),
      content2: content.hasContent2 ? k('content2') : undefined,
      br: content.br,
      textLink: content.textLinkUrl ? { label: k('textLink'), url: content.textLinkUrl } : undefined,
      primaryButton: { label: k('primary'), link: content.primaryLink, action: content.primary },
      secondaryButton: content.hasSecondary ? { label: k('secondary') } : undefined,
    },
  };
}
