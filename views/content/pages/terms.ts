/** /terms: the terms of service, short and plain. */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const TERMS_COPY: Localized<PageCopy> = {
  en: {
    lead: 'The rules for using Karma, in plain words.',
    sections: [
      {
        id: 'service',
        heading: 'The service',
        paragraphs: [
          'Karma is a free web search engine. You may use it for any lawful purpose, with or without an account.',
        ],
      },
      {
        id: 'results',
        heading: 'Results',
        paragraphs: [
          'Results come from a results provider and from other websites. Karma does not write them and cannot guarantee that they are accurate, complete or safe. Safe search reduces explicit content but cannot catch everything.',
          'Sponsored links are advertising and are labelled as such.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Fair use',
        paragraphs: [
          'Do not overload the service, for example with automated queries, and do not use it to harm others. Karma may limit or refuse requests to protect the service.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        paragraphs: [
          'An account needs only an e-mail address. Keep access to that mailbox: login links are sent there. You can stop using Karma at any time.',
        ],
      },
      {
        id: 'revenue',
        heading: 'Sponsored revenue',
        paragraphs: [
          'The revenue from sponsored links is redistributed to the partner associations. Searching with Karma is not a donation from you and does not entitle you to a tax receipt.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability',
        paragraphs: [
          'Karma is provided as it is. We work to keep it available and correct, but cannot promise that it will never be interrupted or wrong.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        paragraphs: [
          [
            'These terms may change; the version on this page is the one that applies. How your data is handled is described on the ',
            { text: 'privacy page', href: '/privacy' },
            '.',
          ],
        ],
      },
    ],
  },
  fr: {
    lead: 'Les règles d’utilisation de Karma, en termes simples.',
    sections: [
      {
        id: 'service',
        heading: 'Le service',
        paragraphs: [
          'Karma est un moteur de recherche web gratuit. Vous pouvez l’utiliser pour tout usage légal, avec ou sans compte.',
        ],
      },
      {
        id: 'results',
        heading: 'Les résultats',
        paragraphs: [
          'Les résultats viennent d’un fournisseur de résultats et d’autres sites web. Karma ne les rédige pas et ne peut garantir qu’ils sont exacts, complets ou sûrs. La recherche protégée réduit les contenus explicites mais ne peut pas tout arrêter.',
          'Les liens sponsorisés sont de la publicité et sont signalés comme tels.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Usage raisonnable',
        paragraphs: [
          'Ne surchargez pas le service, par exemple avec des requêtes automatisées, et ne l’utilisez pas pour nuire à autrui. Karma peut limiter ou refuser des requêtes pour protéger le service.',
        ],
      },
      {
        id: 'account',
        heading: 'Votre compte',
        paragraphs: [
          'Un compte ne demande qu’une adresse e-mail. Gardez l’accès à cette boîte : les liens de connexion y sont envoyés. Vous pouvez cesser d’utiliser Karma à tout moment.',
        ],
      },
      {
        id: 'revenue',
        heading: 'Les revenus sponsorisés',
        paragraphs: [
          'Les revenus des liens sponsorisés sont redistribués aux associations partenaires. Chercher avec Karma n’est pas un don de votre part et ne donne droit à aucun reçu fiscal.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilité',
        paragraphs: [
          'Karma est fourni tel quel. Nous faisons en sorte qu’il reste disponible et correct, sans pouvoir promettre qu’il ne sera jamais interrompu ni jamais en erreur.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          [
            'Ces conditions peuvent changer ; la version de cette page est celle qui s’applique. Le traitement de vos données est décrit sur la ',
            { text: 'page de confidentialité', href: '/privacy' },
            '.',
          ],
        ],
      },
    ],
  },
  es: {
    lead: 'Las normas para usar Karma, en palabras sencillas.',
    sections: [
      {
        id: 'service',
        heading: 'El servicio',
        paragraphs: ['Karma es un buscador web gratuito. Puedes usarlo para cualquier fin lícito, con o sin cuenta.'],
      },
      {
        id: 'results',
        heading: 'Los resultados',
        paragraphs: [
          'Los resultados proceden de un proveedor de resultados y de otros sitios web. Karma no los redacta y no puede garantizar que sean exactos, completos o seguros. La búsqueda segura reduce el contenido explícito, pero no puede detenerlo todo.',
          'Los enlaces patrocinados son publicidad y se señalan como tales.',
        ],
      },
      {
        id: 'fair-use',
        heading: 'Uso razonable',
        paragraphs: [
          'No sobrecargues el servicio, por ejemplo con consultas automatizadas, y no lo uses para perjudicar a otros. Karma puede limitar o rechazar peticiones para proteger el servicio.',
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta',
        paragraphs: [
          'Una cuenta solo necesita una dirección de correo. Conserva el acceso a ese buzón: allí se envían los enlaces de inicio de sesión. Puedes dejar de usar Karma en cualquier momento.',
        ],
      },
      {
        id: 'revenue',
        heading: 'Los ingresos patrocinados',
        paragraphs: [
          'Los ingresos de los enlaces patrocinados se redistribuyen entre las organizaciones asociadas. Buscar con Karma no es una donación tuya y no da derecho a ningún recibo fiscal.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilidad',
        paragraphs: [
          'Karma se ofrece tal cual. Trabajamos para que siga disponible y correcto, pero no podemos prometer que nunca se interrumpa ni se equivoque.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios',
        paragraphs: [
          [
            'Estas condiciones pueden cambiar; la versión de esta página es la que se aplica. El tratamiento de tus datos se describe en la ',
            { text: 'página de privacidad', href: '/privacy' },
            '.',
          ],
        ],
      },
    ],
  },
};
