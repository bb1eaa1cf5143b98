/** The home page's landing copy in French (shape and rules: ./landing-copy.ts). */
import type { LandingCopy } from './landing-copy.ts';

export const LANDING_FR: LandingCopy = {
  showcase: ['Karma est un moteur de recherche web qui ne garde aucun historique de recherche et ne vous piste pas.'],
  steps: [
    {
      title: 'Cherchez comme d’habitude',
      text: 'Karma trouve des pages web, des images, des actualités et des vidéos.',
    },
    {
      title: 'Les liens sponsorisés rapportent',
      text: 'Certains résultats sont des liens sponsorisés. Quand vous cliquez sur l’un d’eux, l’annonceur paie.',
    },
    {
      title: 'Les revenus vont aux associations',
      text: [
        'Ils financent les associations partenaires que vous choisissez dans les ',
        { text: 'réglages', href: '/settings' },
        '. Votre compteur indique le nombre de vos recherches.',
      ],
    },
  ],
  partners: [[{ text: 'Découvrir les associations partenaires', href: '/partners' }]],
  learnAct: [
    'Pourquoi la biodiversité compte, et des gestes simples pour la faune près de chez vous : des fleurs locales pour les pollinisateurs, un coin sauvage au jardin, vos observations sur iNaturalist.',
    [{ text: 'Lire S’informer & Agir', href: '/learn-act' }],
  ],
  searchDifferently: [
    'Web, images, actualités et vidéos, avec un résumé encyclopédique quand il y en a un.',
    'Pas trouvé ? Essayez la même recherche sur un autre moteur en un clic.',
    ['Recherche sécurisée, région et langue dans les ', { text: 'réglages', href: '/settings' }, ', sans compte.'],
    'Des pages légères, qui fonctionnent sur une connexion lente et même sans JavaScript.',
  ],
  privacy: [
    'Aucun historique de recherche, aucun profil de vous.',
    'Vos recherches ne sont pas écrites dans les journaux.',
    'Le fournisseur de résultats ne reçoit jamais votre adresse IP, vos cookies ni les détails de votre navigateur.',
    [{ text: 'Tout ce que Karma conserve, et pourquoi', href: '/privacy' }],
  ],
  tryMe: {
    lead: 'Essayez Karma avec l’une de ces recherches :',
    examples: ['renard roux', 'abri à hérisson', 'fleurs sauvages locales', 'chant des oiseaux'],
  },
  install: ['Cherchez avec Karma depuis la barre d’adresse, et faites-en votre moteur de recherche par défaut.'],
};
