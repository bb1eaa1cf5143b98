import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../server/accounts/email.ts';

describe('maskEmail: first letter, ellipsis, domain', () => {
  it.each([
    ['ada@example.org', 'a…@example.org'],
    ['A.Lovelace@Example.ORG', 'a…@example.org'],
    ['x@mail.example.co.uk', 'x…@mail.example.co.uk'],
    ['  bob@example.org ', 'b…@example.org'],
    ['élodie@exemple.fr', 'é…@exemple.fr'],
    ['😀smile@example.org', '😀…@example.org'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
