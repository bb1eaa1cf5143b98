/**
 * /discover: a short tour (how it works, privacy, the partners) and Learn & Act
 * (`/discover#learn-act`, linked from the footer). Section anchors are per language where the
 * starter search index (server/search/local/build/starter-records.ts) already links to them.
 */
import type { Association } from '../../../server/shared/account-settings.ts';
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

/** The anchor of each partner in the tour's partner list, as the starter index links to it. */
export const DISCOVER_PARTNER_ANCHORS: Record<Association, string> = {
  ASPAS: 'aspas',
  NAAT: 'notre-affaire-a-tous',
  L214: 'l214',
  HSUK: 'humane-world-for-animals-uk',
  RWLD: 'rewild',
  INAT: 'inaturalist',
};

export const LEARN_ACT_ANCHOR = 'learn-act';

export const DISCOVER_COPY: Localized<PageCopy> = {
  en: {
    lead: 'A short tour: how Karma works, what it does with your data, the associations it supports, and what you can do for wildlife yourself.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'How Karma works',
        paragraphs: [
          'Some results are sponsored links. When you click one, the advertiser pays, and that revenue funds the partner associations. Searching costs you nothing, and your counter shows how many searches you have made.',
          [{ text: 'More about Karma', href: '/what' }],
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy: no search history, no tracking',
        paragraphs: [
          'Karma keeps no search history and does not track your browsing. Your searches are not written to its logs, and the results provider never receives your IP address, cookies or browser details.',
          [{ text: 'Everything Karma stores, and why', href: '/privacy' }],
        ],
      },
      {
        id: 'partners',
        heading: 'The partner associations',
        slot: 'partner-list',
      },
      {
        id: LEARN_ACT_ANCHOR,
        heading: 'Learn & Act',
        subsections: [
          {
            id: 'biodiversity',
            heading: 'Why biodiversity matters',
            paragraphs: [
              'Biodiversity is the variety of life: species, the genes within them and the ecosystems they form. Pollinators, forests, wetlands and oceans give us food, clean water and a stable climate. Habitat loss, overexploitation, pollution, invasive species and climate change are driving a decline of wild species worldwide.',
            ],
          },
          {
            id: 'act',
            heading: 'Help wildlife near you',
            items: [
              'Leave a corner of your garden or balcony wild and plant native flowers for pollinators.',
              'Avoid pesticides, and put out water for birds and hedgehogs in dry weather.',
              'Record the species you see on iNaturalist: every observation helps scientists follow nature.',
              [
                'Follow the ',
                { text: 'partner associations', href: '/partners' },
                ' on their own websites: they say how to volunteer, take part in their campaigns or give directly.',
              ],
              [{ text: 'Share Karma', href: '/share' }, ' with the people around you.'],
            ],
          },
        ],
      },
    ],
  },
  fr: {
    lead: 'Un petit tour : comment fonctionne Karma, ce qu’il fait de vos données, les associations qu’il soutient, et ce que vous pouvez faire vous-même pour la faune sauvage.',
    sections: [
      {
        id: 'fonctionnement',
        heading: 'Comment fonctionne Karma',
        paragraphs: [
          'Certains résultats sont des liens sponsorisés. Quand vous cliquez sur l’un d’eux, l’annonceur paie, et ce revenu finance les associations partenaires. Chercher ne vous coûte rien, et votre compteur indique le nombre de vos recherches.',
          [{ text: 'En savoir plus sur Karma', href: '/what' }],
        ],
      },
      {
        id: 'vie-privee',
        heading: 'Vie privée : pas d’historique, pas de pistage',
        paragraphs: [
          'Karma ne conserve aucun historique de recherche et ne suit pas votre navigation. Vos recherches ne sont pas écrites dans ses journaux, et le fournisseur de résultats ne reçoit jamais votre adresse IP, vos cookies ni les détails de votre navigateur.',
          [{ text: 'Tout ce que Karma conserve, et pourquoi', href: '/privacy' }],
        ],
      },
      {
        id: 'partenaires',
        heading: 'Les associations partenaires',
        slot: 'partner-list',
      },
      {
        id: LEARN_ACT_ANCHOR,
        heading: 'S’informer & Agir',
        subsections: [
          {
            id: 'biodiversite',
            heading: 'Pourquoi la biodiversité compte',
            paragraphs: [
              'La biodiversité, c’est la diversité du vivant : les espèces, leurs gènes et les écosystèmes qu’elles forment. Pollinisateurs, forêts, zones humides et océans nous apportent nourriture, eau propre et climat stable. La destruction des habitats, la surexploitation, la pollution, les espèces envahissantes et le changement climatique font reculer les espèces sauvages dans le monde entier.',
            ],
          },
          {
            id: 'agir',
            heading: 'Aider la faune près de chez vous',
            items: [
              'Laissez un coin de jardin ou de balcon en friche et plantez des fleurs locales pour les pollinisateurs.',
              'Évitez les pesticides, et offrez de l’eau aux oiseaux et aux hérissons par temps sec.',
              'Notez les espèces que vous observez sur iNaturalist : chaque observation aide les scientifiques à suivre la nature.',
              [
                'Suivez les ',
                { text: 'associations partenaires', href: '/partners' },
                ' sur leurs propres sites : elles expliquent comment devenir bénévole, participer à leurs campagnes ou leur donner directement.',
              ],
              [{ text: 'Partagez Karma', href: '/share' }, ' autour de vous.'],
            ],
          },
        ],
      },
    ],
  },
  es: {
    lead: 'Un breve recorrido: cómo funciona Karma, qué hace con tus datos, las organizaciones que apoya y lo que tú mismo puedes hacer por la fauna silvestre.',
    sections: [
      {
        id: 'como-funciona',
        heading: 'Cómo funciona Karma',
        paragraphs: [
          'Algunos resultados son enlaces patrocinados. Cuando haces clic en uno, el anunciante paga, y ese ingreso financia a las organizaciones asociadas. Buscar no te cuesta nada, y tu contador muestra cuántas búsquedas has hecho.',
          [{ text: 'Más sobre Karma', href: '/what' }],
        ],
      },
      {
        id: 'privacidad',
        heading: 'Privacidad: sin historial, sin rastreo',
        paragraphs: [
          'Karma no guarda ningún historial de búsqueda y no rastrea tu navegación. Tus búsquedas no se escriben en sus registros, y el proveedor de resultados nunca recibe tu dirección IP, tus cookies ni los datos de tu navegador.',
          [{ text: 'Todo lo que Karma guarda, y por qué', href: '/privacy' }],
        ],
      },
      {
        id: 'asociadas',
        heading: 'Las organizaciones asociadas',
        slot: 'partner-list',
      },
      {
        id: LEARN_ACT_ANCHOR,
        heading: 'Aprende y Actúa',
        subsections: [
          {
            id: 'biodiversidad',
            heading: 'Por qué importa la biodiversidad',
            paragraphs: [
              'La biodiversidad es la variedad de la vida: las especies, sus genes y los ecosistemas que forman. Polinizadores, bosques, humedales y océanos nos dan alimento, agua limpia y un clima estable. La pérdida de hábitats, la sobreexplotación, la contaminación, las especies invasoras y el cambio climático hacen retroceder a las especies silvestres en todo el mundo.',
            ],
          },
          {
            id: 'actua',
            heading: 'Ayuda a la fauna cercana',
            items: [
              'Deja un rincón de tu jardín o balcón silvestre y planta flores autóctonas para los polinizadores.',
              'Evita los pesticidas y pon agua para los pájaros y los erizos cuando haga calor.',
              'Registra en iNaturalist las especies que veas: cada observación ayuda a los científicos a seguir la naturaleza.',
              [
                'Sigue a las ',
                { text: 'organizaciones asociadas', href: '/partners' },
                ' en sus propios sitios: explican cómo hacer voluntariado, participar en sus campañas o donar directamente.',
              ],
              [{ text: 'Comparte Karma', href: '/share' }, ' con la gente que te rodea.'],
            ],
          },
        ],
      },
    ],
  },
};
