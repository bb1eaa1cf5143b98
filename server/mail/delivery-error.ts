/**
 * The one error the mailer throws when a mail could not be handed over. Its message names the
 * kind of failure and never the recipient, the link or the server's reply: nodemailer's own
 * messages can quote the address ("550 <someone@example.org>: unknown user"), and callers log
 * this error. For the same reason the original error is not kept as `cause`, which pino prints.
 */

/** Why nodemailer failed, by its error code, in words an operator can act on. */
const REASONS: Record<string, string> = {
  ECONNECTION: 'the SMTP server could not be reached or closed the connection',
  ESOCKET: 'the SMTP server could not be reached',
  ETIMEDOUT: 'the SMTP server did not answer in time',
  EDNS: 'the SMTP host name could not be resolved',
  ETLS: 'the TLS handshake with the SMTP server failed',
  EAUTH: 'the SMTP server refused the credentials in SMTP_URL',
  ENOAUTH: 'the SMTP server requires credentials and SMTP_URL has none',
  EENVELOPE: 'the SMTP server refused the sender or the recipient',
  EMESSAGE: 'the SMTP server refused the message',
  EPROTOCOL: 'the SMTP server gave an unexpected answer',
  EACCES: 'the development outbox is not writable',
  ENOSPC: 'the disk holding the development outbox is full',
};

export class MailDeliveryError extends Error {
  /** nodemailer's error code (ECONNECTION, EAUTH, …) or a Node.js one (ENOSPC, …). */
  readonly code: string;
  /** The SMTP reply code when the server answered, e.g. 550. */
  readonly responseCode: number | undefined;

  constructor(what: string, failure: unknown) {
    const { code, responseCode } = describe(failure);
    const reason = REASONS[code] ?? 'unexpected error';
    super(`Could not send the ${what}: ${reason} (${code}${responseCode ? `, SMTP ${responseCode}` : ''})`);
    this.name = 'MailDeliveryError';
    this.code = code;
    this.responseCode = responseCode;
  }

  /** Whether trying again later may work: no answer, or a 4xx answer. A 5xx answer will not change. */
  get transient(): boolean {
    return this.responseCode === undefined || (this.responseCode >= 400 && this.responseCode < 500);
  }
}

function describe(failure: unknown): { code: string; responseCode: number | undefined } {
  const fields = (typeof failure === 'object' && failure !== null ? failure : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  return {
    code: typeof fields.code === 'string' && /^[A-Z0-9_]{2,32}$/.test(fields.code) ? fields.code : 'UNKNOWN',
    responseCode: typeof fields.responseCode === 'number' ? fields.responseCode : undefined,
  };
}
