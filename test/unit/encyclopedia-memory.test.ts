/** What the encyclopedia panel remembers: answers, failures for a shorter while, a recovered host. */
import { describe, expect, it } from 'vitest';
import { encyclopediaMemory } from '../../server/search/encyclopedia-memory.ts';

const WIKI = 'https://en.wikipedia.org';
const OTHER = 'https://fr.wikipedia.org';
const FOX = { title: 'Red fox', extract: 'The red fox is a fox.', url: `${WIKI}/wiki/Red_fox` };

function memoryAt(options: { answerTtlMs?: number; failureTtlMs?: number } = {}) {
  const clock = { ms: 0 };
  const memory = encyclopediaMemory({ answerTtlMs: 3600_000, failureTtlMs: 60_000, ...options, now: () => clock.ms });
  return { memory, clock };
}

describe('encyclopedia memory', () => {
  it('recalls nothing it was not told', () => {
    expect(memoryAt().memory.recall(WIKI, 'Red fox')).toBeUndefined();
  });

  it('keeps a summary and a definite "no article" for the answer TTL', () => {
    const { memory, clock } = memoryAt();
    memory.remember(WIKI, 'Red fox', FOX);
    memory.remember(WIKI, 'Mercury', false);
    clock.ms = 3600_000 - 1;
    expect(memory.recall(WIKI, 'Red fox')).toEqual(FOX);
    expect(memory.recall(WIKI, 'Mercury')).toBe(false);
    clock.ms = 3600_000;
    expect(memory.recall(WIKI, 'Red fox')).toBeUndefined();
    expect(memory.recall(WIKI, 'Mercury')).toBeUndefined();
  });

  it('keeps a failure for the failure TTL, per host and title', () => {
    const { memory, clock } = memoryAt();
    memory.rememberFailure(WIKI, 'River');
    expect(memory.recall(WIKI, 'River')).toBe('failed');
    expect(memory.recall(WIKI, 'School')).toBeUndefined();
    expect(memory.recall(OTHER, 'River')).toBeUndefined();
    clock.ms = 59_999;
    expect(memory.recall(WIKI, 'River')).toBe('failed');
    clock.ms = 60_000;
    expect(memory.recall(WIKI, 'River')).toBeUndefined();
  });

  it('forgets a host’s failures when it answers again, and no other host’s', () => {
    const { memory } = memoryAt();
    memory.rememberFailure(WIKI, 'River');
    memory.rememberFailure(WIKI, 'School');
    memory.rememberFailure(OTHER, 'River');
    memory.forgetFailures(WIKI);
    expect(memory.recall(WIKI, 'River')).toBeUndefined();
    expect(memory.recall(WIKI, 'School')).toBeUndefined();
    expect(memory.recall(OTHER, 'River')).toBe('failed');
  });

  it('an answer replaces a failure of the same title', () => {
    const { memory } = memoryAt();
    memory.rememberFailure(WIKI, 'Red fox');
    memory.remember(WIKI, 'Red fox', FOX);
    expect(memory.recall(WIKI, 'Red fox')).toEqual(FOX);
  });

  it('a TTL of 0 keeps nothing of that kind', () => {
    const { memory } = memoryAt({ answerTtlMs: 0, failureTtlMs: 0 });
    memory.remember(WIKI, 'Red fox', FOX);
    memory.rememberFailure(WIKI, 'River');
    expect(memory.recall(WIKI, 'Red fox')).toBeUndefined();
    expect(memory.recall(WIKI, 'River')).toBeUndefined();
  });
});
