/**
 * Counts the open connections of each client address and says whether one more may open. A
 * client that opens hundreds of sockets (each holding memory and a slot in the event loop) is
 * refused past the cap; the others are not affected. Pure bookkeeping: server/http-server.ts
 * calls `admit` on each new socket and `release` when it closes.
 *
 *   const cap = connectionCap(50);
 *   if (!cap.admit(addr)) socket.destroy(); else socket.once('close', () => cap.release(addr));
 */
export interface ConnectionCap {
  /** Counts the connection and returns true, or returns false (not counted) over the cap. */
  admit(address: string): boolean;
  release(address: string): void;
  /** Open connections of an address (for tests and diagnostics). */
  open(address: string): number;
}

/** `max` 0 means no cap. */
export function connectionCap(max: number): ConnectionCap {
  const counts = new Map<string, number>();
  return {
    admit(address) {
      const open = counts.get(address) ?? 0;
      if (max > 0 && open >= max) return false;
      counts.set(address, open + 1);
      return true;
    },
    release(address) {
      const open = counts.get(address) ?? 0;
      // Deleted at zero: the map holds only addresses with open connections, never a history.
      if (open <= 1) counts.delete(address);
      else counts.set(address, open - 1);
    },
    open(address) {
      return counts.get(address) ?? 0;
    },
  };
}
