/**
 * /roadmap: what Karma does today and what comes next. 'Next' lists only work the project has
 * taken on (its open issues), in general terms and without dates: nothing here may promise a
 * release day or a figure.
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const ROADMAP_COPY: Localized<PageCopy> = {
  en: {
    lead: 'What Karma does today, and what the team is working on next. There are no dates: a feature ships when it works for everyone, with or without JavaScript, in English, French and Spanish.',
    sections: [
      {
        id: 'today',
        heading: 'Available today',
        items: [
          'Web, image, news and video search, with an encyclopedia summary when one fits.',
          'Settings and a search counter kept on your device, or in an account without a password.',
          [
            'Partner associations you choose, and the amounts they received, month by month, on the ',
            { text: 'transparency page', href: '/partners/transparency' },
            '.',
          ],
          [
            'A browser extension and an installable web app (see ',
            { text: 'apps and extensions', href: '/apps' },
            ').',
          ],
          'English, French and Spanish.',
        ],
      },
      {
        id: 'next',
        heading: 'What comes next',
        items: [
          'Your own ranking: block, lower, raise or pin sites in your results, with rules kept on your device or in your account.',
          'More results on a new installation: open sources with documented interfaces, merged with Karma’s own index, in every tab.',
          'Results you can trust: better spelling suggestions and better matching of everyday searches.',
          'Speed: results pages that stay fast when an outside service is slow or unavailable.',
          'A clearer look: a logo of its own and a home page that is easier to read.',
        ],
      },
      {
        id: 'suggest',
        heading: 'Suggest something',
        paragraphs: [
          [
            'Missing something you need? Tell us on the ',
            { text: 'contact page', href: '/contact?subject=feedback' },
            '.',
          ],
        ],
      },
    ],
  },
  fr: {
    lead: 'Ce que Karma fait aujourd’hui, et ce à quoi l’équipe travaille ensuite. Aucune date : une fonctionnalité sort quand elle marche pour tout le monde, avec ou sans JavaScript, en français, en anglais et en espagnol.',
    sections: [
      {
        id: 'today',
        heading: 'Disponible aujourd’hui',
        items: [
          'Recherche web, images, actualités et vidéos, avec un résumé encyclopédique quand il y en a un.',
          'Des réglages et un compteur de recherches gardés sur votre appareil, ou dans un compte sans mot de passe.',
          [
            'Les associations partenaires que vous choisissez, et ce qu’elles ont reçu, mois par mois, sur la ',
            { text: 'page de transparence', href: '/partners/transparency' },
            '.',
          ],
          [
            'Une extension pour navigateur et une application web installable (voir ',
            { text: 'applications et extensions', href: '/apps' },
            ').',
          ],
          'Français, anglais et espagnol.',
        ],
      },
      {
        id: 'next',
        heading: 'Et ensuite',
        items: [
          'Votre propre classement : bloquer, descendre, remonter ou épingler des sites dans vos résultats, avec des règles gardées sur votre appareil ou dans votre compte.',
          'Plus de résultats sur une nouvelle installation : des sources ouvertes aux interfaces documentées, fusionnées avec l’index de Karma, dans chaque onglet.',
          'Des résultats dignes de confiance : de meilleures suggestions d’orthographe et une meilleure correspondance des recherches de tous les jours.',
          'La rapidité : des pages de résultats qui restent rapides quand un service extérieur est lent ou indisponible.',
          'Une allure plus claire : un logo à lui et une page d’accueil plus facile à lire.',
        ],
      },
      {
        id: 'suggest',
        heading: 'Proposer une idée',
        paragraphs: [
          [
            'Il vous manque quelque chose ? Dites-le-nous sur la ',
            { text: 'page de contact', href: '/contact?subject=feedback' },
            '.',
          ],
        ],
      },
    ],
  },
  es: {
    lead: 'Lo que Karma hace hoy y en qué trabaja el equipo a continuación. Sin fechas: una función sale cuando funciona para todos, con o sin JavaScript, en español, inglés y francés.',
    sections: [
      {
        id: 'today',
        heading: 'Disponible hoy',
        items: [
          'Búsqueda web, de imágenes, de noticias y de vídeos, con un resumen enciclopédico cuando lo hay.',
          'Ajustes y un contador de búsquedas guardados en tu dispositivo, o en una cuenta sin contraseña.',
          [
            'Las organizaciones asociadas que eliges, y lo que han recibido, mes a mes, en la ',
            { text: 'página de transparencia', href: '/partners/transparency' },
            '.',
          ],
          [
            'Una extensión para navegadores y una aplicación web instalable (ver ',
            { text: 'aplicaciones y extensiones', href: '/apps' },
            ').',
          ],
          'Español, inglés y francés.',
        ],
      },
      {
        id: 'next',
        heading: 'Lo que viene',
        items: [
          'Tu propia clasificación: bloquear, bajar, subir o fijar sitios en tus resultados, con reglas guardadas en tu dispositivo o en tu cuenta.',
          'Más resultados en una instalación nueva: fuentes abiertas con interfaces documentadas, combinadas con el índice propio de Karma, en todas las pestañas.',
          'Resultados de confianza: mejores sugerencias ortográficas y mejor coincidencia de las búsquedas cotidianas.',
          'Velocidad: páginas de resultados que siguen siendo rápidas cuando un servicio externo está lento o no disponible.',
          'Un aspecto más claro: un logotipo propio y una página de inicio más fácil de leer.',
        ],
      },
      {
        id: 'suggest',
        heading: 'Propón algo',
        paragraphs: [
          [
            '¿Echas algo en falta? Cuéntanoslo en la ',
            { text: 'página de contacto', href: '/contact?subject=feedback' },
            '.',
          ],
        ],
      },
    ],
  },
};
