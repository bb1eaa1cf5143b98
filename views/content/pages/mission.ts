/**
 * /mission: why Karma exists, the principles it keeps, and a press section (`/mission#press`) that
 * points to the press kit at /press. No figures: nothing here may claim amounts, users or results.
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const MISSION_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Turn everyday web searches into support for animals and biodiversity, without asking anyone to pay for it with their privacy.',
    sections: [
      {
        id: 'why',
        heading: 'Why Karma',
        paragraphs: [
          'Most of us search the web many times a day, and search engines earn money from it through advertising. Karma keeps that model, with sponsored links, but sends the revenue to associations that work for wild and farmed animals, for nature and for the climate.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy is not the price',
        paragraphs: [
          [
            'Many free services are paid for with personal data. Karma is not: it keeps no search history and builds no profile of you. The ',
            { text: 'privacy page', href: '/privacy' },
            ' lists everything it stores.',
          ],
        ],
      },
      {
        id: 'partners',
        heading: 'Partners chosen for their work',
        paragraphs: [
          [
            'The ',
            { text: 'partner associations', href: '/partners' },
            ' are in France, the United Kingdom and the United States. They protect wild animals and their habitats, fight cruelty to animals, use the law for the climate and nature, and help people observe and record the living world. You decide which of them your searches support.',
          ],
        ],
      },
      {
        id: 'principles',
        heading: 'How we work',
        items: [
          'Say plainly what Karma does with data, and do only that.',
          'Label sponsored links as sponsored.',
          'Publish no figure we cannot back up.',
          'Keep the site fast and usable by everyone, with or without JavaScript.',
        ],
      },
      {
        id: 'press',
        heading: 'Press',
        paragraphs: [
          [
            'Journalists and researchers can reach the team through the ',
            { text: 'contact page', href: '/contact?subject=press' },
            '. The pages ',
            { text: 'What is Karma?', href: '/what' },
            ', ',
            { text: 'Privacy', href: '/privacy' },
            ' and ',
            { text: 'Partner associations', href: '/partners' },
            ' describe the service as it works today and may be quoted.',
          ],
          ['The logo, the icons and the facts are in the ', { text: 'press kit', href: '/press' }, '.'],
        ],
      },
    ],
  },
  fr: {
    lead: 'Faire des recherches web de tous les jours un soutien aux animaux et à la biodiversité, sans demander à quiconque de le payer avec sa vie privée.',
    sections: [
      {
        id: 'why',
        heading: 'Pourquoi Karma',
        paragraphs: [
          'Nous faisons pour la plupart de nombreuses recherches par jour, et les moteurs de recherche en tirent des revenus grâce à la publicité. Karma garde ce modèle, avec des liens sponsorisés, mais envoie les revenus à des associations qui agissent pour les animaux sauvages et d’élevage, pour la nature et pour le climat.',
        ],
      },
      {
        id: 'privacy',
        heading: 'La vie privée n’est pas le prix à payer',
        paragraphs: [
          [
            'Beaucoup de services gratuits se paient avec des données personnelles. Pas Karma : il ne garde aucun historique de recherche et ne construit aucun profil de vous. La ',
            { text: 'page de confidentialité', href: '/privacy' },
            ' liste tout ce qu’il conserve.',
          ],
        ],
      },
      {
        id: 'partners',
        heading: 'Des partenaires choisis pour leur action',
        paragraphs: [
          [
            'Les ',
            { text: 'associations partenaires', href: '/partners' },
            ' sont en France, au Royaume-Uni et aux États-Unis. Elles protègent les animaux sauvages et leurs habitats, luttent contre la cruauté envers les animaux, utilisent le droit pour le climat et la nature, et aident chacun à observer et recenser le vivant. Vous choisissez celles que vos recherches soutiennent.',
          ],
        ],
      },
      {
        id: 'principles',
        heading: 'Notre façon de faire',
        items: [
          'Dire simplement ce que Karma fait des données, et ne faire que cela.',
          'Signaler les liens sponsorisés comme tels.',
          'Ne publier aucun chiffre que nous ne pouvons pas justifier.',
          'Garder un site rapide et utilisable par tous, avec ou sans JavaScript.',
        ],
      },
      {
        id: 'press',
        heading: 'Presse',
        paragraphs: [
          [
            'Journalistes et chercheurs peuvent joindre l’équipe par la ',
            { text: 'page de contact', href: '/contact?subject=press' },
            '. Les pages ',
            { text: 'Qu’est-ce que Karma ?', href: '/what' },
            ', ',
            { text: 'Confidentialité', href: '/privacy' },
            ' et ',
            { text: 'Associations partenaires', href: '/partners' },
            ' décrivent le service tel qu’il fonctionne aujourd’hui et peuvent être citées.',
          ],
          [
            'Le logo, les icônes et les chiffres clés sont dans le ',
            { text: 'dossier de presse', href: '/press' },
            '.',
          ],
        ],
      },
    ],
  },
  es: {
    lead: 'Convertir las búsquedas web de cada día en apoyo a los animales y la biodiversidad, sin pedir a nadie que lo pague con su privacidad.',
    sections: [
      {
        id: 'why',
        heading: 'Por qué Karma',
        paragraphs: [
          'La mayoría buscamos en la web muchas veces al día, y los buscadores ganan dinero con ello gracias a la publicidad. Karma mantiene ese modelo, con enlaces patrocinados, pero destina los ingresos a organizaciones que trabajan por los animales salvajes y de granja, por la naturaleza y por el clima.',
        ],
      },
      {
        id: 'privacy',
        heading: 'La privacidad no es el precio',
        paragraphs: [
          [
            'Muchos servicios gratuitos se pagan con datos personales. Karma no: no guarda ningún historial de búsqueda ni construye ningún perfil tuyo. La ',
            { text: 'página de privacidad', href: '/privacy' },
            ' enumera todo lo que guarda.',
          ],
        ],
      },
      {
        id: 'partners',
        heading: 'Socios elegidos por su trabajo',
        paragraphs: [
          [
            'Las ',
            { text: 'organizaciones asociadas', href: '/partners' },
            ' están en Francia, el Reino Unido y Estados Unidos. Protegen a los animales salvajes y sus hábitats, luchan contra la crueldad hacia los animales, usan el derecho a favor del clima y la naturaleza, y ayudan a las personas a observar y registrar la vida silvestre. Tú decides a cuáles apoyan tus búsquedas.',
          ],
        ],
      },
      {
        id: 'principles',
        heading: 'Cómo trabajamos',
        items: [
          'Decir con claridad qué hace Karma con los datos, y hacer solo eso.',
          'Señalar los enlaces patrocinados como patrocinados.',
          'No publicar ninguna cifra que no podamos respaldar.',
          'Mantener un sitio rápido y usable por todos, con o sin JavaScript.',
        ],
      },
      {
        id: 'press',
        heading: 'Prensa',
        paragraphs: [
          [
            'Periodistas e investigadores pueden contactar con el equipo a través de la ',
            { text: 'página de contacto', href: '/contact?subject=press' },
            '. Las páginas ',
            { text: '¿Qué es Karma?', href: '/what' },
            ', ',
            { text: 'Privacidad', href: '/privacy' },
            ' y ',
            { text: 'Organizaciones asociadas', href: '/partners' },
            ' describen el servicio tal como funciona hoy y pueden citarse.',
          ],
          ['El logotipo, los iconos y los datos clave están en el ', { text: 'dosier de prensa', href: '/press' }, '.'],
        ],
      },
    ],
  },
};
