import { describe, expect, it } from 'vitest';
import { detectExtension, extensionIdFor, extensionStore } from '../../client/lib/extension-detection.ts';
import { initialHeaderState, nextHeaderState } from '../../client/lib/sticky-header.ts';

describe('sticky header', () => {
  it.each([
    ['at the top', initialHeaderState, 0, 120, { fixed: false, direction: 'none', lastY: 0 }],
    ['within the header height', initialHeaderState, 100, 120, { fixed: false, direction: 'down', lastY: 100 }],
    [
      'past the header height',
      { fixed: false, direction: 'down', lastY: 100 },
      121,
      120,
      { fixed: true, direction: 'down', lastY: 121 },
    ],
    [
      'scrolling back up, still past',
      { fixed: true, direction: 'down', lastY: 800 },
      500,
      120,
      { fixed: true, direction: 'up', lastY: 500 },
    ],
    [
      'back at the top',
      { fixed: true, direction: 'up', lastY: 500 },
      0,
      120,
      { fixed: false, direction: 'up', lastY: 0 },
    ],
    [
      'no move keeps the direction',
      { fixed: true, direction: 'up', lastY: 300 },
      300,
      120,
      { fixed: true, direction: 'up', lastY: 300 },
    ],
    [
      'overscroll (negative) counts as the top',
      initialHeaderState,
      -40,
      120,
      { fixed: false, direction: 'none', lastY: 0 },
    ],
    ['an unmeasured header never fixes', initialHeaderState, 400, 0, { fixed: false, direction: 'down', lastY: 400 }],
  ] as const)('%s', (_name, previous, y, height, expected) => {
    expect(nextHeaderState(previous, y, height)).toEqual(expected);
  });
});

describe('extension detection', () => {
  const id = 'abcdefghijklmnopabcdefghijklmnop';
  it('no extension API means not installed', async () => {
    expect(await detectExtension(undefined, id)).toBe(false);
    expect(await detectExtension({}, id)).toBe(false);
  });
  it('no configured id means not installed', async () => {
    expect(await detectExtension({ sendMessage: (_i, _m, cb) => cb('yes') }, undefined)).toBe(false);
  });
  it('a reply without error means installed, and the message is the agreed one', async () => {
    const sent: unknown[] = [];
    const runtime = {
      sendMessage: (to: string, message: unknown, cb: (r: unknown) => void) => {
        sent.push([to, message]);
        cb({ ok: true });
      },
    };
    expect(await detectExtension(runtime, id)).toBe(true);
    expect(sent).toEqual([[id, { action: 'hasExtensionInstalled' }]]);
  });
  it('an error, an exception or silence means not installed', async () => {
    const withError = {
      lastError: { message: 'Could not establish connection' },
      sendMessage: (_i: string, _m: unknown, cb: (r: unknown) => void) => cb(undefined),
    };
    expect(await detectExtension(withError, id)).toBe(false);
    expect(
      await detectExtension(
        {
          sendMessage: () => {
            throw new Error('Invalid extension id');
          },
        },
        id,
      ),
    ).toBe(false);
    expect(await detectExtension({ sendMessage: () => {} }, id, 50)).toBe(false);
  });
  it('asks the Edge id on Edge', () => {
    const ids = { chromeId: 'c'.repeat(32), edgeId: 'e'.repeat(32) };
    expect(extensionIdFor('Mozilla/5.0 … Chrome/126.0 Safari/537.36 Edg/126.0', ids)).toBe(ids.edgeId);
    expect(extensionIdFor('Mozilla/5.0 … Chrome/126.0 Safari/537.36', ids)).toBe(ids.chromeId);
  });
  it('the store starts unknown and tells its listeners', () => {
    expect(extensionStore.get()).toBeNull();
    const seen: unknown[] = [];
    const stop = extensionStore.subscribe((v) => seen.push(v));
    extensionStore.set(false);
    stop();
    extensionStore.set(true);
    expect(seen).toEqual([false]);
    expect(extensionStore.get()).toBe(true);
  });
});
