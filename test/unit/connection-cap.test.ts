import { describe, expect, it } from 'vitest';
import { connectionCap } from '../../server/http/connection-cap.ts';

describe('connectionCap', () => {
  it.each([
    // [cap, opened from one address, admitted]
    [3, 2, 2],
    [3, 3, 3],
    [3, 5, 3],
    [1, 4, 1],
    [0, 200, 200],
  ])('with a cap of %i, %i attempts admit %i', (max, attempts, admitted) => {
    const cap = connectionCap(max);
    const results = Array.from({ length: attempts }, () => cap.admit('203.0.113.7'));
    expect(results.filter(Boolean)).toHaveLength(admitted);
    expect(cap.open('203.0.113.7')).toBe(admitted);
  });

  it('counts each address apart', () => {
    const cap = connectionCap(1);
    expect(cap.admit('203.0.113.7')).toBe(true);
    expect(cap.admit('203.0.113.7')).toBe(false);
    expect(cap.admit('2001:db8::1')).toBe(true);
  });

  it('admits again once a connection closes, and forgets an address with none open', () => {
    const cap = connectionCap(2);
    cap.admit('a');
    cap.admit('a');
    expect(cap.admit('a')).toBe(false);
    cap.release('a');
    expect(cap.admit('a')).toBe(true);
    cap.release('a');
    cap.release('a');
    cap.release('a');
    expect(cap.open('a')).toBe(0);
    expect(cap.admit('a')).toBe(true);
  });
});
