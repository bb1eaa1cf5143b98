/**
 * Lookups keyed by outside text (index files, URLs) read own entries only: a name that exists on
 * Object.prototype is an unknown name, never a function from the prototype.
 */
import { describe, expect, it } from 'vitest';
import { resolutionLines } from '../../server/search/local/build/filter-rules.ts';

const PROTOTYPE_NAMES = ['constructor', 'valueOf', 'hasOwnProperty', 'toString', '__proto__', 'isPrototypeOf'];

describe('resolutionLines (a video resolution from an imported index file)', () => {
  it.each(PROTOTYPE_NAMES)('%s is no resolution', (name) => {
    expect(resolutionLines(name)).toBeUndefined();
  });

  it.each([
    ['hd', 720],
    ['4K', 2160],
    ['1080p', 1080],
  ])('%s is still %i lines', (name, lines) => {
    expect(resolutionLines(name)).toBe(lines);
  });
});
