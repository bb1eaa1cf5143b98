/**
 * The mail-shortcut popover's data in one language: served as GET /mail-shortcuts/{locale}.json
 * (server/routes/mail-shortcuts.ts) and carried in the props of a page that renders it open
 * (views/components/MailShortcuts.tsx).
 */
import type { TFunction } from 'i18next';
import type { MailData } from '../../client/contract/mail-shortcuts-types.ts';
import { MAIL_ENVIRONMENT_LIST } from './mail-environments.ts';

/** The popover's strings, providers and every provider's shortcuts, in the language of `t`. */
export function buildMailData(t: TFunction): MailData {
  const label = (key: string) => t(`mailShortcuts.${key}`);
  return {
    labels: {
      title: label('title'),
      close: label('close'),
      choose: label('choose'),
      save: label('save'),
      saving: label('saving'),
      saved: label('saved'),
      error: label('error'),
      modify: label('modify'),
      suggest: label('suggest'),
      shortcuts: label('shortcuts'),
    },
    providers: MAIL_ENVIRONMENT_LIST.map((e) => ({ id: e.id, name: e.name, previewImage: e.previewImage })),
    services: Object.fromEntries(
      MAIL_ENVIRONMENT_LIST.map((e) => [
        e.id,
        e.services.map((s) => ({ name: s.name ?? label(`kinds.${s.kind}`), icon: s.icon, serviceUrl: s.serviceUrl })),
      ]),
    ),
  };
}
