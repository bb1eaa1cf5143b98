/**
 * Answers the requests Node's HTTP parser refuses before the app sees them (headers over 16 KB:
 * a 100 KB search or a pile of cookies; bytes that are not HTTP; a request that arrives too
 * slowly). Node's own answer is a bare status line with no body; this one says what happened and
 * what to do, in English, French and Spanish, since no locale is known before the request is read.
 *
 *   answerClientErrors(server);
 */
import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a refused client may go on sending before the connection is closed. */
const DRAIN_MS = 1000;

const MESSAGES: Record<number, string> = {
  408: [
    'The request took too long to arrive. Please try again.',
    'La requête a mis trop de temps à arriver. Veuillez réessayer.',
    'La solicitud tardó demasiado en llegar. Vuelva a intentarlo.',
  ].join('\n'),
  431: [
    "The address or this site's cookies are too long. Shorten the search, or clear this site's cookies.",
    'L’adresse ou les cookies de ce site sont trop longs. Raccourcissez la recherche ou effacez les cookies de ce site.',
    'La dirección o las cookies de este sitio son demasiado largas. Acorte la búsqueda o borre las cookies de este sitio.',
  ].join('\n'),
  400: [
    'The browser sent a request this server could not read.',
    'Le navigateur a envoyé une requête que ce serveur ne peut pas lire.',
    'El navegador envió una solicitud que este servidor no puede leer.',
  ].join('\n'),
};

/** The status Node itself would answer for a parser error code. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The raw HTTP/1.1 response for a refused request: plain text, then the connection closes. */
export function clientErrorResponse(status: 400 | 408 | 431): string {
  const body = `${MESSAGES[status]}\n`;
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset peer hears nothing; once a response has begun it cannot be replaced (Node's rule too).
    // (`bytesWritten` would also count the answers to earlier requests on a keep-alive connection.)
    const current = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(clientErrorStatus(error.code)));
    // Read and drop the rest of what the client is still sending: closing with unread bytes
    // would reset the connection before the client reads the answer. Then close for good.
    socket.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
