/** /partners: the text above the list of partner associations. */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { Paragraph } from '../page-copy.ts';

export const PARTNERS_LEAD: Localized<Paragraph> = {
  en: [
    'Karma redistributes the revenue from its sponsored links to these associations. In the ',
    { text: 'settings', href: '/settings' },
    ' you choose which ones your searches support; by default, those of your search region.',
  ],
  fr: [
    'Karma redistribue les revenus de ses liens sponsorisés à ces associations. Dans les ',
    { text: 'réglages', href: '/settings' },
    ', vous choisissez celles que vos recherches soutiennent ; par défaut, celles de votre région de recherche.',
  ],
  es: [
    'Karma redistribuye los ingresos de sus enlaces patrocinados entre estas organizaciones. En los ',
    { text: 'ajustes', href: '/settings' },
    ' eliges a cuáles apoyan tus búsquedas; por defecto, a las de tu región de búsqueda.',
  ],
};
