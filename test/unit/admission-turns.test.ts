import { describe, expect, it } from 'vitest';
import { createTurns, type Turn } from '../../server/render/admission.ts';

type Step = ['take', string] | ['leave', string] | ['cancel', string];

/** Runs the steps; answers the pages started, in order, and the counts at the end. */
function play(limit: number, steps: Step[]) {
  const turns = createTurns(limit);
  const started: string[] = [];
  const held = new Map<string, Turn>();
  const cancels = new Map<string, () => void>();
  for (const [op, page] of steps) {
    if (op === 'take')
      cancels.set(
        page,
        turns.take((turn) => {
          started.push(page);
          held.set(page, turn);
        }),
      );
    else if (op === 'leave') held.get(page)?.leave();
    else cancels.get(page)?.();
  }
  return { started, active: turns.active, waiting: turns.waiting };
}

describe('page admission turns', () => {
  it.each<[string, number, Step[], ReturnType<typeof play>]>([
    [
      'admits up to the limit at once',
      2,
      [
        ['take', 'a'],
        ['take', 'b'],
      ],
      { started: ['a', 'b'], active: 2, waiting: 0 },
    ],
    [
      'keeps the next ones waiting',
      2,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
        ['take', 'd'],
      ],
      { started: ['a', 'b'], active: 2, waiting: 2 },
    ],
    [
      'starts the longest waiting when a page leaves',
      2,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
        ['take', 'd'],
        ['leave', 'b'],
      ],
      { started: ['a', 'b', 'c'], active: 2, waiting: 1 },
    ],
    [
      'a second leave by the same page frees nothing more',
      1,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
        ['leave', 'a'],
        ['leave', 'a'],
      ],
      { started: ['a', 'b'], active: 1, waiting: 1 },
    ],
    [
      'a visitor who leaves while waiting is never started',
      1,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
        ['cancel', 'b'],
        ['leave', 'a'],
      ],
      { started: ['a', 'c'], active: 1, waiting: 0 },
    ],
    [
      'cancelling a started page does not free its turn (leave does)',
      1,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['cancel', 'a'],
      ],
      { started: ['a'], active: 1, waiting: 1 },
    ],
    [
      'a newcomer does not overtake pages already waiting',
      1,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['leave', 'a'],
        ['take', 'c'],
      ],
      { started: ['a', 'b'], active: 1, waiting: 1 },
    ],
    [
      'everything leaves: nothing active, nothing waiting',
      2,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
        ['leave', 'a'],
        ['leave', 'b'],
        ['leave', 'c'],
      ],
      { started: ['a', 'b', 'c'], active: 0, waiting: 0 },
    ],
    [
      'limit 0 admits everything at once',
      0,
      [
        ['take', 'a'],
        ['take', 'b'],
        ['take', 'c'],
      ],
      { started: ['a', 'b', 'c'], active: 3, waiting: 0 },
    ],
  ])('%s', (_name, limit, steps, expected) => {
    expect(play(limit, steps)).toEqual(expected);
  });
});
