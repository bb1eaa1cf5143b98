/** /share: the link to pass on (the `share-tools` slot) and other ways to help. */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const SHARE_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Every search made with Karma can help the partner associations through its sponsored links. If you like Karma, tell the people around you.',
    sections: [
      { id: 'link', heading: 'The link to share', slot: 'share-tools' },
      {
        id: 'more',
        heading: 'Other ways to help',
        items: [
          ['Make Karma your default search engine: see ', { text: 'apps and extensions', href: '/apps' }, '.'],
          ['Choose the associations your searches support in the ', { text: 'settings', href: '/settings' }, '.'],
          ['Follow the ', { text: 'partner associations', href: '/partners' }, ' and support them directly.'],
        ],
      },
    ],
  },
  fr: {
    lead: 'Chaque recherche faite avec Karma peut aider les associations partenaires grâce à ses liens sponsorisés. Si Karma vous plaît, parlez-en autour de vous.',
    sections: [
      { id: 'link', heading: 'Le lien à partager', slot: 'share-tools' },
      {
        id: 'more',
        heading: 'D’autres façons d’aider',
        items: [
          [
            'Faites de Karma votre moteur de recherche par défaut : voir ',
            { text: 'applications et extensions', href: '/apps' },
            '.',
          ],
          [
            'Choisissez les associations que vos recherches soutiennent dans les ',
            { text: 'réglages', href: '/settings' },
            '.',
          ],
          ['Suivez les ', { text: 'associations partenaires', href: '/partners' }, ' et soutenez-les directement.'],
        ],
      },
    ],
  },
  es: {
    lead: 'Cada búsqueda hecha con Karma puede ayudar a las organizaciones asociadas gracias a sus enlaces patrocinados. Si te gusta Karma, cuéntaselo a la gente que te rodea.',
    sections: [
      { id: 'link', heading: 'El enlace para compartir', slot: 'share-tools' },
      {
        id: 'more',
        heading: 'Otras formas de ayudar',
        items: [
          [
            'Haz de Karma tu buscador predeterminado: consulta ',
            { text: 'aplicaciones y extensiones', href: '/apps' },
            '.',
          ],
          ['Elige en los ', { text: 'ajustes', href: '/settings' }, ' las organizaciones que apoyan tus búsquedas.'],
          ['Sigue a las ', { text: 'organizaciones asociadas', href: '/partners' }, ' y apóyalas directamente.'],
        ],
      },
    ],
  },
};
