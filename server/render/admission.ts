/**
 * Page admission: at most `limit` pages are in progress at once; the others wait, in arrival
 * order, before any of their work starts (the route's middleware, the lookups, the render).
 *
 * Why (docs/decisions/012-page-admission.md): a page's objects (its request context, the
 * lookups' answers, React's elements and strings, the compressor's state) live as long as the
 * page is in progress. When every open connection's page is in progress at once, the pages
 * share the cores and each takes tens of times longer than its own work, so its objects live
 * through several young-generation collections, are copied and promoted, and V8's collector
 * costs more than the render itself. Admitted a few at a time, a page finishes within a few
 * milliseconds of starting and its objects die young; the waiting ones hold only their request.
 *
 * A turn ends when the response ends or the visitor leaves, or earlier by `leave()`: a page that
 * waits on another server (a remote search provider) leaves once its shell is sent, so a slow
 * upstream never holds up other pages (render-page.tsx).
 */
import type { RequestHandler, Response } from 'express';

export interface Turn {
  /** Gives the turn to the next page waiting; later calls do nothing. */
  leave(): void;
}

export interface Turns {
  /**
   * Calls `start` with a turn now, or when one is free. Answers a cancel function for a visitor
   * who leaves while waiting (it does nothing once the turn has started).
   */
  take(start: (turn: Turn) => void): () => void;
  readonly active: number;
  readonly waiting: number;
}

/** The turns themselves, apart from HTTP. `limit` 0 admits everything at once. */
export function createTurns(limit: number): Turns {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    while (active < limit || limit === 0) {
      const start = queue.shift();
      if (!start) return;
      start();
    }
  };
  return {
    take(start) {
      let state: 'waiting' | 'in' | 'cancelled' = 'waiting';
      const begin = () => {
        state = 'in';
        active++;
        let left = false;
        start({
          leave() {
            if (left) return;
            left = true;
            active--;
            next();
          },
        });
      };
      if (queue.length === 0 && (limit === 0 || active < limit)) begin();
      else queue.push(begin);
      return () => {
        if (state !== 'waiting') return;
        state = 'cancelled';
        queue.splice(queue.indexOf(begin), 1);
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The page's turn, for render-page.tsx to leave early; absent on pages admitted without one. */
export function turnOf(res: Response): Turn | undefined {
  return res.locals.turn as Turn | undefined;
}

/** Route middleware: waits for a turn, which ends with the response at the latest. */
export function admit(turns: Turns): RequestHandler {
  return (_req, res, next) => {
    let turn: Turn | undefined;
    const cancel = turns.take((given) => {
      turn = given;
      res.locals.turn = given;
      next();
    });
    // 'close' comes when the response has ended and when the visitor left before that.
    res.once('close', () => {
      cancel();
      turn?.leave();
    });
  };
}
