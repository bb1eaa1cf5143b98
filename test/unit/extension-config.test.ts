/**
 * The extension's ids from the environment (server/config.ts): the stores' Chrome and
 * Edge ids the site asks, and the Firefox add-on id baked into the Firefox build.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';

describe('FIREFOX_EXTENSION_ID', () => {
  it.each([
    ['an e-mail-like id', 'search@karma.example'],
    ['a GUID in braces', '{0f3a9c3e-8f5e-4bde-9a57-2d5a1c7b6e10}'],
  ])('takes %s', (_name, id) => {
    expect(parseConfig({ FIREFOX_EXTENSION_ID: id }).extensions.firefoxId).toBe(id);
  });

  it('is unset by default (the build then uses extension@<host>)', () => {
    expect(parseConfig({}).extensions.firefoxId).toBeUndefined();
  });

  it.each([
    ['no @ nor braces', 'karma'],
    ['a broken GUID', '{0f3a9c3e}'],
    ['spaces', 'a b@karma.example'],
  ])('refuses %s', (_name, id) => {
    expect(() => parseConfig({ FIREFOX_EXTENSION_ID: id })).toThrow(/FIREFOX_EXTENSION_ID/);
  });
});
