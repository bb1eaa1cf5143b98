import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../server/accounts/mailbox-key.ts';

describe('mailboxKey', () => {
  it.each([
    ['a+1@gmail.com', 'a@gmail.com'],
    ['A.b@googlemail.com', 'ab@gmail.com'],
    [' a.B+news@Gmail.com ', 'ab@gmail.com'],
    ['first.last+x@outlook.com', 'first.last@outlook.com'],
    ['a+b@hotmail.com', 'a@hotmail.com'],
    ['a+b@live.com', 'a@live.com'],
    ['a.b+c@proton.me', 'a.b@proton.me'],
    ['a+c@protonmail.com', 'a@protonmail.com'],
    // Unknown servers: `a+1` may be another person, dots may matter.
    ['a+1@example.org', 'a+1@example.org'],
    ['a.b@example.org', 'a.b@example.org'],
    ['+tag@gmail.com', '+tag@gmail.com'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
