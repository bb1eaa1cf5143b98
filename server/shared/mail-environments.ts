/**
 * The mail environments of the mail shortcut widget (views/components/MailShortcuts.tsx): each
 * provider with the services it really offers on the web, at their public addresses. The widget
 * shows a 3-column grid of the chosen provider's services.
 *
 * Icons are pictograms drawn for this site (scripts/make-mail-icons.ts writes public/mail/), not
 * the providers' logos: the browser requests nothing from them until the visitor follows a link.
 * A service's label is its product name when it has one that is never translated (Gmail, Word),
 * else the localized name of its kind (locales: mailShortcuts.kinds), as the providers' own app
 * launchers do ('Agenda' in French for Google Calendar).
 */
import type { MAIL_ENVIRONMENTS } from './account-settings.ts';

export type MailEnvironmentId = (typeof MAIL_ENVIRONMENTS)[number];

export const SERVICE_KINDS = [
  'mail',
  'calendar',
  'drive',
  'docs',
  'sheets',
  'slides',
  'meet',
  'maps',
  'photos',
  'youtube',
  'office',
  'teams',
  'onedrive',
  'onenote',
  'contacts',
  'translation',
  'news',
  'finance',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export interface MailService {
  kind: ServiceKind;
  /** A product name shown as is in every language; absent: the kind's localized name. */
  name?: string;
  /** Site path of the pictogram (public/mail/icons/). */
  icon: string;
  serviceUrl: string;
}

export interface MailEnvironment {
  id: MailEnvironmentId;
  name: string;
  /** Site path of the provider's monogram (public/mail/providers/). */
  icon: string;
  /** Site path of the neutral preview shown in the choice (public/mail/previews/). */
  previewImage: string;
  services: MailService[];
}

export const serviceIcon = (kind: ServiceKind) => `/mail/icons/${kind}.svg`;

function service(kind: ServiceKind, serviceUrl: string, name?: string): MailService {
  return name === undefined
    ? { kind, icon: serviceIcon(kind), serviceUrl }
    : { kind, name, icon: serviceIcon(kind), serviceUrl };
}

function environment(id: MailEnvironmentId, name: string, services: MailService[]): MailEnvironment {
  return { id, name, icon: `/mail/providers/${id}.svg`, previewImage: `/mail/previews/${id}.svg`, services };
}

/** In the order of the choice; the first is preselected. */
export const MAIL_ENVIRONMENT_LIST: readonly MailEnvironment[] = [
  environment('google', 'Google', [
    service('mail', 'https://mail.google.com/', 'Gmail'),
    service('calendar', 'https://calendar.google.com/'),
    service('drive', 'https://drive.google.com/'),
    service('docs', 'https://docs.google.com/document/'),
    service('sheets', 'https://docs.google.com/spreadsheets/'),
    service('slides', 'https://docs.google.com/presentation/'),
    service('meet', 'https://meet.google.com/'),
    service('maps', 'https://maps.google.com/'),
    service('photos', 'https://photos.google.com/'),
    service('youtube', 'https://www.youtube.com/', 'YouTube'),
    service('contacts', 'https://contacts.google.com/'),
    service('translation', 'https://translate.google.com/'),
    service('news', 'https://news.google.com/'),
    service('finance', 'https://www.google.com/finance/'),
  ]),
  environment('microsoft', 'Microsoft', [
    service('mail', 'https://outlook.live.com/mail/', 'Outlook'),
    service('calendar', 'https://outlook.live.com/calendar/'),
    service('onedrive', 'https://onedrive.live.com/', 'OneDrive'),
    service('office', 'https://www.office.com/', 'Microsoft 365'),
    service('docs', 'https://www.office.com/launch/word', 'Word'),
    service('sheets', 'https://www.office.com/launch/excel', 'Excel'),
    service('slides', 'https://www.office.com/launch/powerpoint', 'PowerPoint'),
    service('teams', 'https://teams.microsoft.com/', 'Teams'),
    service('onenote', 'https://www.onenote.com/', 'OneNote'),
    service('contacts', 'https://outlook.live.com/people/'),
    service('maps', 'https://www.bing.com/maps'),
    service('translation', 'https://www.bing.com/translator'),
    service('news', 'https://www.msn.com/'),
    service('finance', 'https://www.msn.com/money'),
  ]),
  environment('proton', 'Proton', [
    service('mail', 'https://mail.proton.me/', 'Proton Mail'),
    service('calendar', 'https://calendar.proton.me/'),
    service('drive', 'https://drive.proton.me/'),
  ]),
  environment('yahoo', 'Yahoo', [
    service('mail', 'https://mail.yahoo.com/', 'Yahoo Mail'),
    service('calendar', 'https://calendar.yahoo.com/'),
    service('contacts', 'https://mail.yahoo.com/d/contacts'),
    service('news', 'https://news.yahoo.com/'),
    service('finance', 'https://finance.yahoo.com/'),
  ]),
];

export function mailEnvironment(id: string | null | undefined): MailEnvironment | undefined {
  return MAIL_ENVIRONMENT_LIST.find((e) => e.id === id);
}
