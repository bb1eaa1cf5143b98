/** /cookies: the cookie list (rendered from cookie-list.ts) and how to change them. */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const COOKIES_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Karma uses a few cookies of its own to remember your choices on this device. None of them is used for advertising or to follow you on other websites.',
    sections: [
      { id: 'list', heading: 'The cookies Karma sets', slot: 'cookie-table' },
      {
        id: 'choices',
        heading: 'Changing your choices',
        items: [
          [
            'The ',
            { text: 'settings page', href: '/settings' },
            ' changes your safe search, region, associations and other settings.',
          ],
          'The language links and colour-mode buttons at the bottom of each page change those two cookies.',
          'Deleting Karma’s cookies in your browser resets everything on this device. If you have an account, your settings and counter come back when you log in again.',
          [{ text: 'What Karma stores on its side', href: '/privacy#stored' }],
        ],
      },
    ],
  },
  fr: {
    lead: 'Karma utilise quelques cookies qui lui sont propres pour retenir vos choix sur cet appareil. Aucun ne sert à la publicité ni à vous suivre sur d’autres sites.',
    sections: [
      { id: 'list', heading: 'Les cookies déposés par Karma', slot: 'cookie-table' },
      {
        id: 'choices',
        heading: 'Modifier vos choix',
        items: [
          [
            'La ',
            { text: 'page des réglages', href: '/settings' },
            ' modifie votre recherche protégée, votre région, vos associations et vos autres réglages.',
          ],
          'Les liens de langue et les boutons de mode d’affichage en bas de chaque page modifient ces deux cookies.',
          'Supprimer les cookies de Karma dans votre navigateur remet tout à zéro sur cet appareil. Si vous avez un compte, vos réglages et votre compteur reviennent à la prochaine connexion.',
          [{ text: 'Ce que Karma conserve de son côté', href: '/privacy#stored' }],
        ],
      },
    ],
  },
  es: {
    lead: 'Karma usa unas pocas cookies propias para recordar tus elecciones en este dispositivo. Ninguna sirve para publicidad ni para seguirte en otros sitios.',
    sections: [
      { id: 'list', heading: 'Las cookies que instala Karma', slot: 'cookie-table' },
      {
        id: 'choices',
        heading: 'Cambiar tus elecciones',
        items: [
          [
            'La ',
            { text: 'página de ajustes', href: '/settings' },
            ' cambia tu búsqueda segura, tu región, tus organizaciones y tus demás ajustes.',
          ],
          'Los enlaces de idioma y los botones de modo de color al pie de cada página cambian esas dos cookies.',
          'Borrar las cookies de Karma en tu navegador lo reinicia todo en este dispositivo. Si tienes una cuenta, tus ajustes y tu contador vuelven al iniciar sesión de nuevo.',
          [{ text: 'Lo que Karma guarda por su parte', href: '/privacy#stored' }],
        ],
      },
    ],
  },
};
