import { describe, expect, it } from 'vitest';
import type { Settings } from '../../server/shared/account-settings.ts';
import { visitorAssociations } from '../../server/shared/visitor-associations.ts';

const ALL = ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT'];

describe('visitorAssociations', () => {
  it.each([
    ['default', 'en', ALL],
    ['default', 'en-GB', ['HSUK']],
    ['default', 'fr-FR', ['ASPAS', 'NAAT', 'L214']],
    ['default', 'fr-CA', ['ASPAS', 'NAAT', 'L214']],
    ['default', 'en-CA', ALL],
    ['default', 'en-US', ['RWLD', 'INAT']],
    ['default', 'es-US', ['RWLD', 'INAT']],
    ['default', 'de-DE', ALL],
    [['L214'], 'en-GB', ['L214']],
    [['INAT', 'ASPAS'], 'en', ['ASPAS', 'INAT']],
    [['HSUK', 'HSUK'], 'fr-FR', ['HSUK']],
  ] as const)('%j in %s → %j', (associations, searchRegion, expected) => {
    const settings = { associations, searchRegion } as unknown as Pick<Settings, 'associations' | 'searchRegion'>;
    expect(visitorAssociations(settings)).toEqual(expected);
  });
});
