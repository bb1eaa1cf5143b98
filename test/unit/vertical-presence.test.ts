import { describe, expect, it } from 'vitest';
import { verticalPresence } from '../../server/search/local/runtime/vertical-presence.ts';
import type { Vertical } from '../../server/shared/search-types.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(answers: (() => Promise<Vertical[]>)[]) {
  let generation = 'g1';
  let asked = 0;
  const presence = verticalPresence(
    () => (answers[asked++] ?? (() => Promise.reject(new Error('no more'))))(),
    () => generation,
  );
  return { presence, asked: () => asked, swap: (next: string) => (generation = next) };
}

describe('vertical presence', () => {
  it('lets every lookup through until the index has answered, then only the verticals it holds', async () => {
    const { presence, asked } = setup([async () => ['web', 'news']]);
    expect(presence.mayHold('images')).toBe(true);
    await settle();
    expect(['web', 'news', 'images', 'videos'].map((v) => presence.mayHold(v as Vertical))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(asked()).toBe(1);
  });

  it('asks again when a new index file is served', async () => {
    const { presence, asked, swap } = setup([async () => ['web'], async () => ['web', 'images']]);
    presence.mayHold('web');
    await settle();
    expect(presence.mayHold('images')).toBe(false);
    swap('g2');
    expect(presence.mayHold('images')).toBe(true);
    await settle();
    expect(presence.mayHold('images')).toBe(true);
    expect(presence.mayHold('videos')).toBe(false);
    expect(asked()).toBe(2);
  });

  it('lets every lookup through when the question fails, without asking again for the same file', async () => {
    const { presence, asked } = setup([() => Promise.reject(new Error('old format'))]);
    presence.mayHold('web');
    await settle();
    for (const vertical of ['web', 'news', 'images', 'videos'] as const) expect(presence.mayHold(vertical)).toBe(true);
    expect(asked()).toBe(1);
  });
});
