/** One name lookup per host at a time, its answer shared and kept a while, a bounded number of hosts. */
import { describe, expect, it } from 'vitest';
import { hostNameLookup } from '../../server/http/host-name-lookup.ts';

const live = () => new AbortController().signal;

function scriptedLookup() {
  const asked: string[] = [];
  const pending: { resolve: (address: string) => void; reject: (error: Error) => void }[] = [];
  const lookupHost = (hostname: string) => {
    asked.push(hostname);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { asked, pending, lookupHost };
}

describe('host name lookup', () => {
  it('gives every caller of a host the one answer, and reuses it for freshForMs', async () => {
    const clock = { ms: 0 };
    const dns = scriptedLookup();
    const names = hostNameLookup({ lookupHost: dns.lookupHost, freshForMs: 1000, now: () => clock.ms });
    const waiting = [names.resolve('img.example', live()), names.resolve('img.example', live())];
    expect(dns.asked).toEqual(['img.example']);
    dns.pending[0]!.resolve('192.0.2.1');
    expect(await Promise.all(waiting)).toEqual(['192.0.2.1', '192.0.2.1']);
    clock.ms = 999;
    expect(await names.resolve('img.example', live())).toBe('192.0.2.1');
    expect(dns.asked).toHaveLength(1);
    clock.ms = 1000;
    void names.resolve('img.example', live());
    expect(dns.asked).toHaveLength(2);
  });

  it('starts no lookup for a caller whose signal has already aborted', async () => {
    const dns = scriptedLookup();
    const names = hostNameLookup({ lookupHost: dns.lookupHost });
    const gone = new AbortController();
    gone.abort(new Error('visitor left'));
    await expect(names.resolve('img.example', gone.signal)).rejects.toThrow('visitor left');
    expect(dns.asked).toEqual([]);
  });

  it('keeps the answers of maxHosts hosts at most, the least recently used going first', async () => {
    const asked: string[] = [];
    const names = hostNameLookup({
      lookupHost: async (hostname) => {
        asked.push(hostname);
        return `${hostname} address`;
      },
      maxHosts: 2,
    });
    for (const host of ['a.example', 'b.example', 'a.example', 'c.example', 'a.example', 'b.example']) {
      await names.resolve(host, live());
    }
    expect(asked).toEqual(['a.example', 'b.example', 'c.example', 'b.example']);
  });
});
