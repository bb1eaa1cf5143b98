/**
 * The two ways a mail leaves the server: an SMTP server (SMTP_URL), or, in development and tests
 * only, a file in DATA_DIR/outbox/ that a developer opens in a mail client. Both build the
 * message with nodemailer, so the .eml file is byte for byte what SMTP would have carried.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../logger.ts';
import { MailDeliveryError } from './delivery-error.ts';

/** What the mailer needs from a way of delivering: hand over one message, then stop. */
export interface MailTransport {
  deliver(message: SendMailOptions, what: string): Promise<void>;
  close(): void;
}

// A message is built from the strings it is given, never from a file path or a URL to fetch.
const NO_OUTSIDE_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const;

export function createSmtpTransport(smtpUrl: string, timeoutMs: number, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Login requests wait for the mail: fail within seconds rather than nodemailer's minutes.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    dnsTimeout: timeoutMs,
    ...NO_OUTSIDE_CONTENT,
  });
  return {
    async deliver(message, what) {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        throw new MailDeliveryError(what, error);
      }
      logger.info({ transport: 'smtp' }, `${what} handed to the SMTP server`);
    },
    close: () => transporter.close(),
  };
}

/** Development only: each message becomes DATA_DIR/outbox/<time>-<random>.eml (CRLF, RFC 5322). */
export function createOutboxTransport(dataDir: string, logger: Logger): MailTransport {
  const outbox = resolve(dataDir, 'outbox');
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...NO_OUTSIDE_CONTENT,
  });
  return {
    async deliver(message, what) {
      try {
        const { message: eml } = await composer.sendMail(message);
        // The file holds a working login link: readable by the server's user only.
        await mkdir(outbox, { recursive: true, mode: 0o700 });
        // The name says when, never to whom.
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const path = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(path, Buffer.isBuffer(eml) ? eml : await bufferOf(eml), { mode: 0o600, flag: 'wx' });
        logger.info({ transport: 'outbox', path }, `${what} written to the development outbox`);
      } catch (error) {
        throw new MailDeliveryError(what, error);
      }
    },
    close: () => composer.close(),
  };
}

async function bufferOf(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
