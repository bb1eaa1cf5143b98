/** One name lookup per wiki host at a time, a success remembered a while, addresses never looked up. */
import { describe, expect, it } from 'vitest';
import { nameLookupGate } from '../../server/search/encyclopedia-name-lookup.ts';

const live = () => new AbortController().signal;

function scriptedLookup() {
  const asked: string[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const lookupHost = (hostname: string) => {
    asked.push(hostname);
    return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { asked, pending, lookupHost };
}

describe('name lookup gate', () => {
  it('shares one lookup among a host’s callers, and remembers a success for freshForMs', async () => {
    const clock = { ms: 0 };
    const dns = scriptedLookup();
    const gate = nameLookupGate({ lookupHost: dns.lookupHost, freshForMs: 1000, now: () => clock.ms });
    const waiting = [gate.ready('en.wikipedia.org', live()), gate.ready('en.wikipedia.org', live())];
    expect(dns.asked).toEqual(['en.wikipedia.org']);
    dns.pending[0]!.resolve();
    await Promise.all(waiting);
    clock.ms = 999;
    await gate.ready('en.wikipedia.org', live());
    expect(dns.asked).toHaveLength(1);
    clock.ms = 1000;
    void gate.ready('en.wikipedia.org', live());
    expect(dns.asked).toHaveLength(2);
  });

  it('stops waiting when the caller’s signal aborts, without starting another lookup', async () => {
    const dns = scriptedLookup();
    const gate = nameLookupGate({ lookupHost: dns.lookupHost });
    const caller = new AbortController();
    const waiting = gate.ready('fr.wikipedia.org', caller.signal);
    caller.abort(new Error('budget spent'));
    await expect(waiting).rejects.toThrow('budget spent');
    await expect(gate.ready('fr.wikipedia.org', AbortSignal.timeout(10))).rejects.toThrow();
    expect(dns.asked).toEqual(['fr.wikipedia.org']);
  });

  it('rejects its callers when the lookup fails, and asks again next time', async () => {
    const dns = scriptedLookup();
    const gate = nameLookupGate({ lookupHost: dns.lookupHost });
    const waiting = gate.ready('es.wikipedia.org', live());
    dns.pending[0]!.reject(new Error('ENOTFOUND'));
    await expect(waiting).rejects.toThrow('ENOTFOUND');
    void gate.ready('es.wikipedia.org', live()).catch(() => {});
    expect(dns.asked).toHaveLength(2);
  });

  it('never looks up an address', async () => {
    const dns = scriptedLookup();
    const gate = nameLookupGate({ lookupHost: dns.lookupHost });
    await gate.ready('127.0.0.1', live());
    await gate.ready('[::1]', live());
    expect(dns.asked).toEqual([]);
  });
});
