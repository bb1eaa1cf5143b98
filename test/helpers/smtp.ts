/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server: no TLS, any credentials or none). It
 * keeps every message raw and parsed, so a test can send a login mail, read it, follow its link.
 *
 *   const smtp = await startSmtpServer();
 *   const app = buildTestApp({ SMTP_URL: smtp.url });
 *   …
 *   const mail = await smtp.waitForMail((m) => m.envelope.to.includes('ada@example.org'));
 *   const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
 *
 * The parser reads what nodemailer writes (multipart, quoted-printable or base64 parts, RFC 2047
 * headers in UTF-8); it is not a general MIME parser.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The message as received, CRLF line ends. */
  raw: string;
  /** MAIL FROM and RCPT TO, as the client sent them. */
  envelope: { from: string; to: string[] };
  /** Header names lower-cased; values unfolded and decoded. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  /** The decoded text/plain and text/html parts ('' when absent). */
  text: string;
  html: string;
}

export interface TestSmtpServer {
  url: string;
  /** Every message so far, oldest first; `messages.length = 0` forgets them. */
  messages: ReceivedMail[];
  /** The first message, received or to come, that matches; rejects after timeoutMs (5 s). */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Recipients to refuse with 550, as a real server refuses an unknown mailbox. */
  refuseRecipient?: (address: string) => boolean;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    // Any user name and password will do: tests may put credentials in SMTP_URL.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipient?.(address.address)) return callback();
      callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const mail = { envelope, ...parseMail(Buffer.concat(chunks).toString('utf8')) };
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type ParsedMail = Omit<ReceivedMail, 'envelope'>;

/** Parses one message as nodemailer writes it (also the development outbox's .eml files). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitPart(raw.replace(/\r\n/g, '\n'));
  const parts: Record<string, string> = {};
  collectTextParts(headers, body, parts);
  return {
    raw,
    headers,
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const end = part.indexOf('\n\n');
  const head = end === -1 ? part : part.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : part.slice(end + 2) };
}

/** Walks multiparts and keeps the first part of each text type, decoded. */
function collectTextParts(headers: Record<string, string>, body: string, out: Record<string, string>): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    // Before the first delimiter is the preamble; from "--boundary--" on, the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      const inner = splitPart(section.replace(/^\n/, ''));
      collectTextParts(inner.headers, inner.body, out);
    }
  } else if (type.startsWith('text/') && out[type] === undefined) {
    out[type] = decodeBody(body.replace(/\n$/, ''), headers['content-transfer-encoding'] ?? '7bit');
  }
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\n/g, '')).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** =XX escapes to bytes; the other characters of a quoted-printable text are ASCII. */
function quotedPrintable(text: string): Buffer {
  return Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=). A run of adjacent words is decoded as
 * one byte string: a long header may split a character's bytes between two words.
 */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, encoding = '', data = '']) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : quotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
