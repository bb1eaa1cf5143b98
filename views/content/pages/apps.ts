/**
 * /apps: using Karma from the browser. Store links come from the configuration (the `store-links`
 * slot shows only those set); the search address comes from BASE_URL (the `search-url` slot).
 */
import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { PageCopy } from '../page-copy.ts';

export const APPS_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Search with Karma from your browser’s address bar, and make it your default search engine.',
    sections: [
      {
        id: 'extension',
        heading: 'The browser extension',
        paragraphs: ['The Karma extension makes Karma the search engine of your browser’s address bar.'],
        slot: 'store-links',
      },
      {
        id: 'default-engine',
        heading: 'Make Karma your default search engine by hand',
        paragraphs: ['Browsers let you add a search engine by its address. Karma’s is:'],
        slot: 'search-url',
        items: [
          'Firefox: Karma publishes an OpenSearch description, so on a Karma page Firefox offers to add it from the search menu of the address bar. Then choose it as the default in the search settings.',
          'Chrome, Edge and other Chromium-based browsers: in the settings, open the search engine management page, add Karma with the address above, then make it the default.',
          'Safari offers only a fixed list of search engines, so Karma cannot be added to it by hand.',
        ],
      },
      {
        id: 'mobile',
        heading: 'On your phone',
        paragraphs: [
          'Karma works in any mobile browser. You can add it to your home screen, or set it as the search engine where your browser allows it, as Firefox for Android does.',
        ],
      },
    ],
  },
  fr: {
    lead: 'Cherchez avec Karma depuis la barre d’adresse de votre navigateur, et faites-en votre moteur de recherche par défaut.',
    sections: [
      {
        id: 'extension',
        heading: 'L’extension pour navigateur',
        paragraphs: [
          'L’extension Karma fait de Karma le moteur de recherche de la barre d’adresse de votre navigateur.',
        ],
        slot: 'store-links',
      },
      {
        id: 'default-engine',
        heading: 'Faire de Karma votre moteur par défaut à la main',
        paragraphs: [
          'Les navigateurs permettent d’ajouter un moteur de recherche par son adresse. Celle de Karma est :',
        ],
        slot: 'search-url',
        items: [
          'Firefox : Karma publie une description OpenSearch, donc sur une page de Karma, Firefox propose de l’ajouter depuis le menu de recherche de la barre d’adresse. Choisissez-le ensuite par défaut dans les paramètres de recherche.',
          'Chrome, Edge et les autres navigateurs basés sur Chromium : dans les paramètres, ouvrez la gestion des moteurs de recherche, ajoutez Karma avec l’adresse ci-dessus, puis définissez-le par défaut.',
          'Safari ne propose qu’une liste fixe de moteurs de recherche : on ne peut pas y ajouter Karma à la main.',
        ],
      },
      {
        id: 'mobile',
        heading: 'Sur votre téléphone',
        paragraphs: [
          'Karma fonctionne dans tout navigateur mobile. Vous pouvez l’ajouter à votre écran d’accueil, ou en faire le moteur de recherche si votre navigateur le permet, comme Firefox pour Android.',
        ],
      },
    ],
  },
  es: {
    lead: 'Busca con Karma desde la barra de direcciones de tu navegador y conviértelo en tu buscador predeterminado.',
    sections: [
      {
        id: 'extension',
        heading: 'La extensión para navegadores',
        paragraphs: [
          'La extensión de Karma convierte a Karma en el buscador de la barra de direcciones de tu navegador.',
        ],
        slot: 'store-links',
      },
      {
        id: 'default-engine',
        heading: 'Hacer de Karma tu buscador predeterminado a mano',
        paragraphs: ['Los navegadores permiten añadir un buscador por su dirección. La de Karma es:'],
        slot: 'search-url',
        items: [
          'Firefox: Karma publica una descripción OpenSearch, así que en una página de Karma Firefox ofrece añadirlo desde el menú de búsqueda de la barra de direcciones. Después, elígelo como predeterminado en los ajustes de búsqueda.',
          'Chrome, Edge y otros navegadores basados en Chromium: en los ajustes, abre la gestión de buscadores, añade Karma con la dirección anterior y hazlo predeterminado.',
          'Safari solo ofrece una lista fija de buscadores, así que no se puede añadir Karma a mano.',
        ],
      },
      {
        id: 'mobile',
        heading: 'En tu teléfono',
        paragraphs: [
          'Karma funciona en cualquier navegador móvil. Puedes añadirlo a tu pantalla de inicio, o elegirlo como buscador si tu navegador lo permite, como Firefox para Android.',
        ],
      },
    ],
  },
};
