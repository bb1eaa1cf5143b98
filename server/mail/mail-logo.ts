/**
 * The logo in the login mail, carried inside the mail as an inline part (`cid:`), not fetched
 * from the site: opening the mail loads nothing from elsewhere, so nothing tells Karma, or
 * anyone, when and where it was read. The PNG is public/icon-96.png (scripts/make-icons.ts),
 * shown at 48 px for sharp rendering on high-density screens.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from '../logger.ts';

export const MAIL_LOGO = { cid: 'logo@karma', size: 48, alt: 'Karma' } as const;

export interface MailLogoAttachment {
  filename: string;
  content: Buffer;
  contentType: 'image/png';
  contentDisposition: 'inline';
  cid: string;
}

/** The attachment of the PNG at `file`; undefined (the mail goes without a logo) when unreadable. */
export function mailLogoAttachment(file: string | undefined, logger: Logger): MailLogoAttachment | undefined {
  if (!file) return undefined;
  try {
    return {
      filename: 'karma.png',
      content: readFileSync(file),
      contentType: 'image/png',
      contentDisposition: 'inline',
      cid: MAIL_LOGO.cid,
    };
  } catch (error) {
    logger.warn({ reason: (error as Error)?.message }, 'login mail logo unreadable: mails go without it');
    return undefined;
  }
}
