/** What the image proxy keeps per host: a breaker per host and port, failed URLs for a while. */
import { describe, expect, it } from 'vitest';
import { failureKind } from '../../server/http/outbound-budget.ts';
import { imageProxyHosts } from '../../server/search/image-proxy-hosts.ts';

const options = { timeoutMs: 1000, breakAfter: 1, halfOpenAfterMs: 60_000, failureTtlMs: 1000 };
const fail = () => Promise.reject(new Error('ECONNRESET'));

describe('image proxy hosts', () => {
  it('answers a failed URL from memory for failureTtlMs, and only that URL', () => {
    const clock = { ms: 0 };
    const hosts = imageProxyHosts({ ...options, now: () => clock.ms });
    const url = new URL('https://img.example/a.png');
    hosts.rememberFailure(url, { status: 504, message: 'upstream timeout' });
    clock.ms = 999;
    expect(hosts.recallFailure(url)).toEqual({ status: 504, message: 'upstream timeout' });
    expect(hosts.recallFailure(new URL('https://img.example/b.png'))).toBeUndefined();
    clock.ms = 1000;
    expect(hosts.recallFailure(url)).toBeUndefined();
  });

  it('remembers nothing with failureTtlMs 0', () => {
    const hosts = imageProxyHosts({ ...options, failureTtlMs: 0 });
    const url = new URL('https://img.example/a.png');
    hosts.rememberFailure(url, { status: 502, message: 'upstream failed' });
    expect(hosts.recallFailure(url)).toBeUndefined();
  });

  it('keeps one breaker per host and port: one open leaves the others asked', async () => {
    const hosts = imageProxyHosts(options);
    const dead = new URL('https://img.example/a.png');
    await expect(hosts.budgetOf(dead).execute(fail)).rejects.toThrow('ECONNRESET');
    const refused = await hosts
      .budgetOf(new URL('https://img.example/b.png'))
      .execute(fail)
      .catch((e) => e);
    expect(failureKind(refused)).toBe('circuit-open');
    await expect(hosts.budgetOf(new URL('https://img.example:8443/a.png')).execute(async () => 'ok')).resolves.toBe(
      'ok',
    );
    await expect(hosts.budgetOf(new URL('https://cdn.example/a.png')).execute(async () => 'ok')).resolves.toBe('ok');
  });

  it("forgets a host's failed URLs once its breaker closes again", async () => {
    const hosts = imageProxyHosts({ ...options, halfOpenAfterMs: 20, failureTtlMs: 60_000 });
    const url = new URL('https://img.example/a.png');
    const other = new URL('https://cdn.example/a.png');
    await hosts
      .budgetOf(url)
      .execute(fail)
      .catch(() => undefined);
    hosts.rememberFailure(url, { status: 502, message: 'upstream failed' });
    hosts.rememberFailure(other, { status: 502, message: 'upstream failed' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await hosts.budgetOf(url).execute(async () => 'trial');
    expect(hosts.recallFailure(url)).toBeUndefined();
    expect(hosts.recallFailure(other)).toBeDefined();
  });
});
