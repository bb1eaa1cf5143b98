/**
 * /press: the press kit. Facts come from the site's own data (the partner list, the transparency
 * page), never from figures typed here; the page renders the facts, the files and the coverage
 * (server/shared/press-mentions.ts) in its slots (views/pages/info/PressPage.tsx).
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const PRESS_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Everything a journalist or researcher needs to write about Karma: what it is, its logo, and whom to ask.',
    sections: [
      { id: 'facts', heading: 'Karma in brief', slot: 'press-facts' },
      {
        id: 'kit',
        heading: 'Logo and icons',
        paragraphs: [
          'You may use these files to illustrate an article about Karma. Please do not change their shapes or colours, and do not use them to suggest that Karma endorses anything.',
        ],
        slot: 'press-kit',
      },
      { id: 'coverage', heading: 'Karma in the press', slot: 'press-coverage' },
      {
        id: 'contact',
        heading: 'Press contact',
        paragraphs: [
          [
            'Write to the team through the ',
            { text: 'contact page', href: '/contact?subject=press' },
            '. The pages ',
            { text: 'What is Karma?', href: '/what' },
            ', ',
            { text: 'Privacy', href: '/privacy' },
            ' and ',
            { text: 'Partner associations', href: '/partners' },
            ' describe the service as it works today and may be quoted.',
          ],
        ],
      },
    ],
  },
  fr: {
    lead: 'Tout ce qu’il faut à un journaliste ou à un chercheur pour parler de Karma : ce qu’il est, son logo, et à qui s’adresser.',
    sections: [
      { id: 'facts', heading: 'Karma en bref', slot: 'press-facts' },
      {
        id: 'kit',
        heading: 'Logo et icônes',
        paragraphs: [
          'Vous pouvez utiliser ces fichiers pour illustrer un article sur Karma. Merci de ne modifier ni leurs formes ni leurs couleurs, et de ne pas les utiliser pour laisser entendre que Karma soutient quoi que ce soit.',
        ],
        slot: 'press-kit',
      },
      { id: 'coverage', heading: 'Karma dans la presse', slot: 'press-coverage' },
      {
        id: 'contact',
        heading: 'Contact presse',
        paragraphs: [
          [
            'Écrivez à l’équipe depuis la ',
            { text: 'page de contact', href: '/contact?subject=press' },
            '. Les pages ',
            { text: 'Qu’est-ce que Karma ?', href: '/what' },
            ', ',
            { text: 'Confidentialité', href: '/privacy' },
            ' et ',
            { text: 'Associations partenaires', href: '/partners' },
            ' décrivent le service tel qu’il fonctionne aujourd’hui et peuvent être citées.',
          ],
        ],
      },
    ],
  },
  es: {
    lead: 'Todo lo que un periodista o investigador necesita para escribir sobre Karma: qué es, su logotipo y a quién preguntar.',
    sections: [
      { id: 'facts', heading: 'Karma en pocas palabras', slot: 'press-facts' },
      {
        id: 'kit',
        heading: 'Logotipo e iconos',
        paragraphs: [
          'Puedes usar estos archivos para ilustrar un artículo sobre Karma. Por favor, no cambies sus formas ni sus colores, y no los uses para dar a entender que Karma respalda algo.',
        ],
        slot: 'press-kit',
      },
      { id: 'coverage', heading: 'Karma en la prensa', slot: 'press-coverage' },
      {
        id: 'contact',
        heading: 'Contacto de prensa',
        paragraphs: [
          [
            'Escribe al equipo desde la ',
            { text: 'página de contacto', href: '/contact?subject=press' },
            '. Las páginas ',
            { text: '¿Qué es Karma?', href: '/what' },
            ', ',
            { text: 'Privacidad', href: '/privacy' },
            ' y ',
            { text: 'Organizaciones asociadas', href: '/partners' },
            ' describen el servicio tal como funciona hoy y pueden citarse.',
          ],
        ],
      },
    ],
  },
};
