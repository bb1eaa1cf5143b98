/**
 * Drops a request whose client has already closed the connection, before any lookup or render.
 *
 * Under overload the server reads a request late, and often together with the end of its
 * connection: the client gave up waiting. Node runs the handler as soon as the request is parsed,
 * before it handles the end that came in the same read, so without this the server searched and
 * rendered pages nobody could receive (Node ends the socket at the client's FIN), and that work
 * delayed every visitor still waiting: after a minute at 200 connections on a starved machine,
 * the server kept at it for half a minute more, and even the home page waited 28–47 s
 * (scripts/bench/load.ts). Waiting until the event loop has read the socket once more lets
 * the end land first (setImmediate runs after the loop's poll phase, where sockets are read); a
 * visitor who is still there loses one turn of the loop.
 *
 *   app.use(onlyFor(resultPaths, skipWhenClientGone()));
 */
import type { RequestHandler } from 'express';

export function skipWhenClientGone(): RequestHandler {
  return (req, res, next) => {
    // Two turns: the end may come in the loop's next read of the socket, not the one that
    // delivered the request.
    setImmediate(() => setImmediate(check));
    function check() {
      const socket = req.socket;
      // writableEnded: Node answered the client's FIN by ending the socket; nothing written after
      // can reach the client. destroyed: a reset or an error.
      if (socket.destroyed || socket.writableEnded) {
        res.destroy();
        return;
      }
      next();
    }
  };
}
