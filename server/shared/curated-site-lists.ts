/**
 * Ready-made site rule lists the operator publishes on /settings/sites: a visitor adds one with a
 * single button, and its rules join their own (merged as an import is, so a rule they already set
 * for a host is replaced, and a full list refuses the rest). To add a list, add an entry here and
 * restart: an `id` (lowercase letters, digits and hyphens, posted by the form), a title and a
 * description in every language, and the rules, each a normalized host (no `www.`, no scheme,
 * lowercase ASCII) and an action. test/unit/curated-site-lists.test.ts checks them. With no
 * entry, the page shows no lists section.
 *
 * Only lists whose claim anyone can check: a description says plainly what the sites do and why
 * the rules hide them, never that a site is spam without showing it.
 */
import type { Localized } from './locale-choice.ts';
import type { SiteRule } from './site-rule.ts';

export interface CuratedSiteList {
  id: string;
  title: Localized<string>;
  description: Localized<string>;
  rules: readonly SiteRule[];
}

export const CURATED_SITE_LISTS: readonly CuratedSiteList[] = [
  {
    id: 'no-pinterest',
    title: {
      en: 'No Pinterest in results',
      fr: 'Pas de Pinterest dans les résultats',
      es: 'Sin Pinterest en los resultados',
    },
    description: {
      en: 'Pinterest pins mostly repeat images from other sites and ask you to log in to see more. Blocks pinterest.com and its French, Spanish and British addresses.',
      fr: 'Les épingles Pinterest reprennent surtout des images d’autres sites et demandent de se connecter pour en voir plus. Bloque pinterest.com et ses adresses française, espagnole et britannique.',
      es: 'Los pines de Pinterest repiten sobre todo imágenes de otros sitios y piden iniciar sesión para ver más. Bloquea pinterest.com y sus direcciones francesa, española y británica.',
    },
    rules: [
      { host: 'pinterest.com', action: 'block' },
      { host: 'pinterest.fr', action: 'block' },
      { host: 'pinterest.es', action: 'block' },
      { host: 'pinterest.co.uk', action: 'block' },
    ],
  },
];

export function curatedSiteList(id: unknown): CuratedSiteList | undefined {
  return typeof id === 'string' ? CURATED_SITE_LISTS.find((list) => list.id === id) : undefined;
}
