/**
 * /what: what Karma is and how it works; its roadmap section (`/what#roadmap`, which older links and
 * search results use) points to the full /roadmap page.
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const WHAT_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Karma is a web search engine that respects your privacy. The revenue from its sponsored links goes to associations that protect animals and biodiversity.',
    sections: [
      {
        id: 'private-search',
        heading: 'A private search engine',
        paragraphs: [
          'You search the web, images, news and videos as with any other search engine. Karma keeps no history of your searches and does not follow you from site to site, so it has no profile of you to build or sell.',
          [
            'The results come from a results provider. What that provider receives, and what it never receives, is explained on the ',
            { text: 'privacy page', href: '/privacy#search' },
            '.',
          ],
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How it works',
        items: [
          'Some results are sponsored links, labelled as such. When you click one, the advertiser pays.',
          ['That revenue is redistributed to the ', { text: 'partner associations', href: '/partners' }, '.'],
          [
            'In the ',
            { text: 'settings', href: '/settings' },
            ' you choose which associations your searches support. By default, they are the partners of your search region.',
          ],
          'Searching with Karma costs you nothing. Your Karma counter shows how many searches you have made.',
        ],
      },
      {
        id: 'what-karma-does-not-do',
        heading: 'What Karma does not do',
        items: [
          'It does not store your searches: not in its database, not in its logs.',
          'It does not track you: no advertising trackers and no profile.',
          'It does not pass your IP address, cookies or browser details to the results provider.',
        ],
      },
      {
        id: 'account',
        heading: 'An account only if you want one',
        paragraphs: [
          [
            'You can search without an account. ',
            { text: 'Logging in', href: '/auth/login' },
            ' with your e-mail address, without a password, keeps your counter and settings on all your devices.',
          ],
        ],
      },
      {
        id: 'roadmap',
        heading: 'Roadmap',
        paragraphs: [
          ['What Karma does today and what comes next are on the ', { text: 'roadmap', href: '/roadmap' }, '.'],
        ],
      },
    ],
  },
  fr: {
    lead: 'Karma est un moteur de recherche web qui respecte votre vie privée. Les revenus de ses liens sponsorisés vont à des associations qui protègent les animaux et la biodiversité.',
    sections: [
      {
        id: 'private-search',
        heading: 'Un moteur de recherche privé',
        paragraphs: [
          'Vous cherchez sur le web, dans les images, les actualités et les vidéos comme avec n’importe quel moteur. Karma ne garde aucun historique de vos recherches et ne vous suit pas de site en site : il n’a donc aucun profil de vous à construire ni à vendre.',
          [
            'Les résultats viennent d’un fournisseur de résultats. Ce qu’il reçoit, et ce qu’il ne reçoit jamais, est expliqué sur la ',
            { text: 'page de confidentialité', href: '/privacy#search' },
            '.',
          ],
        ],
      },
      {
        id: 'how-it-works',
        heading: 'Comment ça marche',
        items: [
          'Certains résultats sont des liens sponsorisés, signalés comme tels. Quand vous cliquez sur l’un d’eux, l’annonceur paie.',
          ['Ce revenu est redistribué aux ', { text: 'associations partenaires', href: '/partners' }, '.'],
          [
            'Dans les ',
            { text: 'réglages', href: '/settings' },
            ', vous choisissez les associations que vos recherches soutiennent. Par défaut, ce sont les partenaires de votre région de recherche.',
          ],
          'Chercher avec Karma ne vous coûte rien. Votre compteur Karma indique le nombre de vos recherches.',
        ],
      },
      {
        id: 'what-karma-does-not-do',
        heading: 'Ce que Karma ne fait pas',
        items: [
          'Il ne conserve pas vos recherches : ni dans sa base de données, ni dans ses journaux.',
          'Il ne vous piste pas : aucun traceur publicitaire, aucun profil.',
          'Il ne transmet ni votre adresse IP, ni vos cookies, ni les détails de votre navigateur au fournisseur de résultats.',
        ],
      },
      {
        id: 'account',
        heading: 'Un compte, seulement si vous le voulez',
        paragraphs: [
          [
            'Vous pouvez chercher sans compte. ',
            { text: 'Se connecter', href: '/auth/login' },
            ' avec son adresse e-mail, sans mot de passe, permet de garder son compteur et ses réglages sur tous ses appareils.',
          ],
        ],
      },
      {
        id: 'roadmap',
        heading: 'Feuille de route',
        paragraphs: [
          [
            'Ce que Karma fait aujourd’hui et ce qui vient ensuite sont sur la ',
            { text: 'feuille de route', href: '/roadmap' },
            '.',
          ],
        ],
      },
    ],
  },
  es: {
    lead: 'Karma es un buscador web que respeta tu privacidad. Los ingresos de sus enlaces patrocinados se destinan a organizaciones que protegen a los animales y la biodiversidad.',
    sections: [
      {
        id: 'private-search',
        heading: 'Un buscador privado',
        paragraphs: [
          'Buscas en la web, imágenes, noticias y vídeos como con cualquier otro buscador. Karma no guarda ningún historial de tus búsquedas y no te sigue de un sitio a otro, así que no tiene ningún perfil tuyo que construir ni vender.',
          [
            'Los resultados proceden de un proveedor de resultados. Lo que recibe, y lo que nunca recibe, se explica en la ',
            { text: 'página de privacidad', href: '/privacy#search' },
            '.',
          ],
        ],
      },
      {
        id: 'how-it-works',
        heading: 'Cómo funciona',
        items: [
          'Algunos resultados son enlaces patrocinados, señalados como tales. Cuando haces clic en uno, el anunciante paga.',
          ['Ese ingreso se redistribuye entre las ', { text: 'organizaciones asociadas', href: '/partners' }, '.'],
          [
            'En los ',
            { text: 'ajustes', href: '/settings' },
            ' eliges qué organizaciones apoyan tus búsquedas. Por defecto, son las asociadas de tu región de búsqueda.',
          ],
          'Buscar con Karma no te cuesta nada. Tu contador de Karma muestra cuántas búsquedas has hecho.',
        ],
      },
      {
        id: 'what-karma-does-not-do',
        heading: 'Lo que Karma no hace',
        items: [
          'No guarda tus búsquedas: ni en su base de datos ni en sus registros.',
          'No te rastrea: ni rastreadores publicitarios ni perfil.',
          'No transmite tu dirección IP, tus cookies ni los datos de tu navegador al proveedor de resultados.',
        ],
      },
      {
        id: 'account',
        heading: 'Una cuenta, solo si la quieres',
        paragraphs: [
          [
            'Puedes buscar sin cuenta. ',
            { text: 'Iniciar sesión', href: '/auth/login' },
            ' con tu dirección de correo, sin contraseña, conserva tu contador y tus ajustes en todos tus dispositivos.',
          ],
        ],
      },
      {
        id: 'roadmap',
        heading: 'Hoja de ruta',
        paragraphs: [
          ['Lo que Karma hace hoy y lo que viene están en la ', { text: 'hoja de ruta', href: '/roadmap' }, '.'],
        ],
      },
    ],
  },
};
