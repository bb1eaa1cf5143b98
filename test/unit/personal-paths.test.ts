import { describe, expect, it } from 'vitest';
import { isPersonalPath } from '../../server/middleware/personal-no-store.ts';

describe('isPersonalPath', () => {
  it.each([
    ['/settings', true],
    ['/settings/', true],
    ['/fr/settings', true],
    ['/ES/Settings', true],
    ['/account', true],
    ['/account/settings', true],
    ['/auth/login', true],
    ['/en/auth/email/verify', true],
    ['/', false],
    ['/fr', false],
    ['/search', false],
    ['/settingsx', false],
    ['/accounting', false],
    ['/de/settings', false],
    ['/discover/settings', false],
  ])('%s → %s', (path, personal) => {
    expect(isPersonalPath(path)).toBe(personal);
  });
});
