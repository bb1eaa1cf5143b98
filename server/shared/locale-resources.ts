/**
 * Every user-facing string, per language (locales/*.json): what server/i18n/i18n.ts hands to
 * i18next, and what a view passes to an island as its strings (a section, not the whole file).
 */
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };

export const resources = { en, fr, es };
