/**
 * Announcements: a modal that tells returning visitors about something new. Definitions are data
 * (server/shared/announcements.ts): operators add one with a new id and dates. The rules are
 * plain functions of the search count and a clock, with the viewed ids from local storage.
 *
 * Shown when the search count exceeds 15, the announcement is enabled, not viewed, and today is
 * before its untilDate; the first match (in definition order) shows. Closing adds its id to the
 * viewed list (a comma-separated list in local storage that keeps only known ids).
 */
export const ANNOUNCEMENTS_VIEWED_KEY = 'karma_announcements_viewed';
export const ANNOUNCEMENT_MIN_COUNT = 15;

export type AnnouncementAction = 'login' | 'open-mail-shortcuts' | 'none';

export interface AnnouncementContent {
  backgroundImage: string;
  centredImage?: string;
  title: string;
  content1: string;
  content2?: string;
  /** A line break between content1 and content2 instead of one paragraph. */
  br?: boolean;
  textLink?: { label: string; url: string };
  primaryButton: {
    label: string;
    link?: { isInternalLink: boolean; url: string };
    action?: AnnouncementAction;
  };
  secondaryButton?: { label: string };
}

export interface Announcement {
  id: string;
  /** YYYY-MM-DD: shown until the day before. */
  untilDate: string;
  enabled: boolean;
  content: AnnouncementContent;
}

/** What the rules look at: a definition with its strings still as keys qualifies too. */
type Scheduled = Pick<Announcement, 'id' | 'untilDate' | 'enabled'>;

/** Before its untilDate (midnight UTC), enabled and past the search count: may show to someone. */
export function isEligible(announcement: Scheduled, searchCount: number, now: number): boolean {
  return (
    announcement.enabled &&
    searchCount > ANNOUNCEMENT_MIN_COUNT &&
    now < Date.parse(`${announcement.untilDate}T00:00:00Z`)
  );
}

export function eligibleAnnouncements<T extends Scheduled>(list: readonly T[], searchCount: number, now: number): T[] {
  return list.filter((announcement) => isEligible(announcement, searchCount, now));
}

/** The announcement to show: the first eligible one not viewed yet. */
export function announcementToShow<T extends Scheduled>(
  list: readonly T[],
  viewed: readonly string[],
  searchCount: number,
  now: number,
): T | undefined {
  return eligibleAnnouncements(list, searchCount, now).find((announcement) => !viewed.includes(announcement.id));
}

/** The viewed ids from storage: unknown ids and blanks dropped, each once. */
export function parseViewed(raw: string | null | undefined, knownIds: readonly string[]): string[] {
  const ids = (raw ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => knownIds.includes(id)))];
}

/** The list to store after closing `id`. */
export function markViewed(raw: string | null | undefined, id: string, knownIds: readonly string[]): string {
  return parseViewed([raw ?? '', id].join(','), knownIds).join(',');
}

/** An announcement as operators define it (server/shared/announcements.ts): i18n keys, dates, actions. */
export interface AnnouncementDefinition extends Omit<Announcement, 'content'> {
  /** Its strings: `announcements.<key>.title`, `.content1`, … */
  key: string;
  content: Omit<
    AnnouncementContent,
    'title' | 'content1' | 'content2' | 'textLink' | 'primaryButton' | 'secondaryButton'
  > & {
    hasContent2: boolean;
    textLinkUrl?: string;
    primary: AnnouncementContent['primaryButton']['action'];
    primaryLink?: { isInternalLink: boolean; url: string };
    hasSecondary: boolean;
  };
}
