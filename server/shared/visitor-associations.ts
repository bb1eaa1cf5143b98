/**
 * The associations a visitor supports, resolved from the settings in force: 'default' stands for
 * the partners of the visitor's search region (server/shared/account-settings.ts defaultAssociations).
 * A sponsored click credits exactly these, split equally (server/sponsors/sponsor-model.ts billClick).
 */
import { ASSOCIATIONS, type Association, defaultAssociations, type Settings } from './account-settings.ts';

export function visitorAssociations(settings: Pick<Settings, 'associations' | 'searchRegion'>): Association[] {
  const chosen =
    settings.associations === 'default' ? defaultAssociations(settings.searchRegion) : settings.associations;
  // In the catalogue's order and without repeats, so the same choice always gives the same split.
  return ASSOCIATIONS.filter((id) => chosen.includes(id));
}
