/**
 * /privacy: what Karma stores, what it never stores, and who else receives anything. Every claim
 * here is checked against the code: the schema (server/db/schema.ts), the request log
 * (server/middleware/request-log.ts), the providers' outgoing requests and the image proxy.
 * `/privacy#search` is the results-provider notice the footer links to for the local index.
 */

import type { Localized } from '../../../server/shared/locale-choice.ts';
import type { SearchProviderName } from '../../../server/shared/search-types.ts';
import type { PageCopy } from '../page-copy.ts';

export const PRIVACY_COPY: Localized<PageCopy> = {
  en: {
    lead: 'Karma is built to know as little about you as possible. This page lists everything it stores, what it never stores, and who else receives anything when you search.',
    sections: [
      {
        id: 'stored',
        heading: 'What Karma stores',
        items: [
          'If you create an account: your e-mail address, your settings and your Karma counter. Nothing else.',
          'Login links and codes: stored only as hashes, with the address they were sent to. They are valid for 15 minutes and deleted once expired, or a day after use.',
          'Login sessions: stored only as a hash of the session identifier, with its account and dates. Logging out deletes the session; otherwise it expires after a year.',
          'On your device: the cookies listed below, and a copy of the site’s own files (scripts, styles, icons and an offline page) kept by its service worker so that pages load faster and say so when you are offline. It holds no search, no page of results and nothing about you.',
        ],
      },
      { id: 'cookies', heading: 'Cookies', slot: 'cookie-table' },
      {
        id: 'never-stored',
        heading: 'What Karma never stores',
        items: [
          'Your searches: they are not written to the database or to the logs. Each request is logged only by the kind of page, its status and its duration.',
          'The pages you visit from the results.',
          'Your IP address: it is not written to the logs or to the database. It is held in memory only briefly, where needed to limit abuse, for example how many login e-mails one address may request.',
        ],
      },
      {
        id: 'search',
        heading: 'Your searches and third parties',
        slot: 'search-provider',
        items: [
          'Images in the results are loaded through Karma’s image proxy: your browser does not contact the sites that host them.',
          'Encyclopedia summaries next to the results come from Karma’s own index when it holds the article, otherwise Karma’s server fetches them from Wikipedia. Only the article is requested, nothing about you.',
          'Links to other search services, such as the “Try with…” and “Other search” menus, take your search to that service when you click them. Its own privacy policy then applies. Karma sends no referrer.',
          'Login e-mails are sent through an e-mail delivery service, which receives your address and the message.',
        ],
      },
      {
        id: 'your-choices',
        heading: 'Your data, your choices',
        items: [
          ['Logged in, you can download your data from the ', { text: 'settings page', href: '/settings' }, '.'],
          'You can log out at any time, which deletes the session.',
          [
            'To delete your account and everything tied to it, write to us through the ',
            { text: 'contact page', href: '/contact' },
            '.',
          ],
          'Deleting Karma’s cookies resets your settings and counter on that device.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        paragraphs: ['This page describes Karma as it works today. When that changes, this page changes with it.'],
      },
    ],
  },
  fr: {
    lead: 'Karma est conçu pour en savoir le moins possible sur vous. Cette page liste tout ce qu’il conserve, ce qu’il ne conserve jamais, et qui d’autre reçoit quoi que ce soit quand vous cherchez.',
    sections: [
      {
        id: 'stored',
        heading: 'Ce que Karma conserve',
        items: [
          'Si vous créez un compte : votre adresse e-mail, vos réglages et votre compteur Karma. Rien d’autre.',
          'Liens et codes de connexion : conservés uniquement sous forme d’empreintes, avec l’adresse à laquelle ils ont été envoyés. Ils sont valables 15 minutes et supprimés une fois expirés, ou un jour après usage.',
          'Sessions de connexion : seule une empreinte de l’identifiant de session est conservée, avec son compte et ses dates. Se déconnecter supprime la session ; sinon elle expire au bout d’un an.',
          'Sur votre appareil : les cookies listés ci-dessous, et une copie des fichiers du site (scripts, styles, icônes et une page hors ligne) gardée par son service worker pour que les pages se chargent plus vite et le disent quand vous êtes hors ligne. Elle ne contient aucune recherche, aucune page de résultats et rien sur vous.',
        ],
      },
      { id: 'cookies', heading: 'Cookies', slot: 'cookie-table' },
      {
        id: 'never-stored',
        heading: 'Ce que Karma ne conserve jamais',
        items: [
          'Vos recherches : elles ne sont écrites ni dans la base de données, ni dans les journaux. Chaque requête n’est journalisée que par le type de page, son statut et sa durée.',
          'Les pages que vous visitez depuis les résultats.',
          'Votre adresse IP : elle n’est écrite ni dans les journaux, ni dans la base de données. Elle n’est gardée en mémoire que brièvement, là où il faut limiter les abus, par exemple le nombre d’e-mails de connexion qu’une adresse peut demander.',
        ],
      },
      {
        id: 'search',
        heading: 'Vos recherches et les tiers',
        slot: 'search-provider',
        items: [
          'Les images des résultats passent par le proxy d’images de Karma : votre navigateur ne contacte pas les sites qui les hébergent.',
          'Les résumés d’encyclopédie à côté des résultats viennent de l’index de Karma quand il contient l’article ; sinon le serveur de Karma les demande à Wikipédia. Seul l’article est demandé, rien sur vous.',
          'Les liens vers d’autres services de recherche, comme les menus « Essayer avec… » et « Autres recherches », emmènent votre recherche vers ce service quand vous cliquez dessus. Sa propre politique de confidentialité s’applique alors. Karma n’envoie aucun référent.',
          'Les e-mails de connexion passent par un service d’envoi d’e-mails, qui reçoit votre adresse et le message.',
        ],
      },
      {
        id: 'your-choices',
        heading: 'Vos données, vos choix',
        items: [
          [
            'Connecté, vous pouvez télécharger vos données depuis la ',
            { text: 'page des réglages', href: '/settings' },
            '.',
          ],
          'Vous pouvez vous déconnecter à tout moment, ce qui supprime la session.',
          [
            'Pour supprimer votre compte et tout ce qui s’y rattache, écrivez-nous via la ',
            { text: 'page de contact', href: '/contact' },
            '.',
          ],
          'Supprimer les cookies de Karma remet à zéro vos réglages et votre compteur sur cet appareil.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          'Cette page décrit Karma tel qu’il fonctionne aujourd’hui. Quand cela change, cette page change avec.',
        ],
      },
    ],
  },
  es: {
    lead: 'Karma está hecho para saber lo menos posible de ti. Esta página enumera todo lo que guarda, lo que nunca guarda y quién más recibe algo cuando buscas.',
    sections: [
      {
        id: 'stored',
        heading: 'Lo que Karma guarda',
        items: [
          'Si creas una cuenta: tu dirección de correo, tus ajustes y tu contador de Karma. Nada más.',
          'Enlaces y códigos de inicio de sesión: solo como huellas, con la dirección a la que se enviaron. Valen 15 minutos y se borran al caducar, o un día después de usarse.',
          'Sesiones: solo se guarda una huella del identificador de sesión, con su cuenta y sus fechas. Cerrar sesión la borra; si no, caduca al cabo de un año.',
          'En tu dispositivo: las cookies de la lista siguiente, y una copia de los archivos del propio sitio (scripts, estilos, iconos y una página sin conexión) que guarda su service worker para que las páginas carguen más rápido y lo indiquen cuando estás sin conexión. No contiene ninguna búsqueda, ninguna página de resultados ni nada sobre ti.',
        ],
      },
      { id: 'cookies', heading: 'Cookies', slot: 'cookie-table' },
      {
        id: 'never-stored',
        heading: 'Lo que Karma nunca guarda',
        items: [
          'Tus búsquedas: no se escriben ni en la base de datos ni en los registros. Cada petición solo se registra por el tipo de página, su estado y su duración.',
          'Las páginas que visitas desde los resultados.',
          'Tu dirección IP: no se escribe ni en los registros ni en la base de datos. Solo se mantiene en memoria brevemente, donde hace falta limitar abusos, por ejemplo cuántos correos de inicio de sesión puede pedir una dirección.',
        ],
      },
      {
        id: 'search',
        heading: 'Tus búsquedas y terceros',
        slot: 'search-provider',
        items: [
          'Las imágenes de los resultados se cargan a través del proxy de imágenes de Karma: tu navegador no contacta con los sitios que las alojan.',
          'Los resúmenes de enciclopedia junto a los resultados vienen del índice de Karma cuando contiene el artículo; si no, el servidor de Karma los pide a Wikipedia. Solo se pide el artículo, nada sobre ti.',
          'Los enlaces a otros servicios de búsqueda, como los menús «Probar con…» y «Otras búsquedas», llevan tu búsqueda a ese servicio cuando haces clic. Se aplica entonces su propia política de privacidad. Karma no envía ningún referente.',
          'Los correos de inicio de sesión pasan por un servicio de envío de correo, que recibe tu dirección y el mensaje.',
        ],
      },
      {
        id: 'your-choices',
        heading: 'Tus datos, tus decisiones',
        items: [
          [
            'Con la sesión iniciada, puedes descargar tus datos desde la ',
            { text: 'página de ajustes', href: '/settings' },
            '.',
          ],
          'Puedes cerrar sesión en cualquier momento, lo que borra la sesión.',
          [
            'Para borrar tu cuenta y todo lo vinculado a ella, escríbenos a través de la ',
            { text: 'página de contacto', href: '/contact' },
            '.',
          ],
          'Borrar las cookies de Karma reinicia tus ajustes y tu contador en ese dispositivo.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios',
        paragraphs: [
          'Esta página describe Karma tal como funciona hoy. Cuando eso cambie, la página cambiará con ello.',
        ],
      },
    ],
  },
};

/** The first paragraph of `#search`: who answers your query with the configured provider. */
export const SEARCH_PROVIDER_COPY: Localized<Record<SearchProviderName, string>> = {
  en: {
    local:
      'Your searches are answered from Karma’s own index, on Karma’s server. They are not sent to any other company.',
    searxng:
      'Karma’s server sends your search to a SearXNG instance, a metasearch engine that asks other search engines on Karma’s behalf. It receives the search, the language, the page, the safe search level and the time range, but never your IP address, cookies, browser details or account.',
    brave:
      'Karma’s server sends your search to the Brave Search API. Brave receives the search, the language and country, the page, the safe search level and the date filter, but never your IP address, cookies, browser details or account.',
  },
  fr: {
    local:
      'Vos recherches sont traitées par l’index propre de Karma, sur le serveur de Karma. Elles ne sont envoyées à aucune autre entreprise.',
    searxng:
      'Le serveur de Karma envoie votre recherche à une instance SearXNG, un métamoteur qui interroge d’autres moteurs pour le compte de Karma. Elle reçoit la recherche, la langue, la page, le niveau de recherche protégée et la période, mais jamais votre adresse IP, vos cookies, les détails de votre navigateur ni votre compte.',
    brave:
      'Le serveur de Karma envoie votre recherche à l’API Brave Search. Brave reçoit la recherche, la langue et le pays, la page, le niveau de recherche protégée et le filtre de date, mais jamais votre adresse IP, vos cookies, les détails de votre navigateur ni votre compte.',
  },
  es: {
    local:
      'Tus búsquedas se responden con el índice propio de Karma, en el servidor de Karma. No se envían a ninguna otra empresa.',
    searxng:
      'El servidor de Karma envía tu búsqueda a una instancia de SearXNG, un metabuscador que consulta otros buscadores en nombre de Karma. Recibe la búsqueda, el idioma, la página, el nivel de búsqueda segura y el periodo, pero nunca tu dirección IP, tus cookies, los datos de tu navegador ni tu cuenta.',
    brave:
      'El servidor de Karma envía tu búsqueda a la API de Brave Search. Brave recibe la búsqueda, el idioma y el país, la página, el nivel de búsqueda segura y el filtro de fecha, pero nunca tu dirección IP, tus cookies, los datos de tu navegador ni tu cuenta.',
  },
};

/** `#search` when the results tabs also ask open APIs (SEARCH_PROVIDERS): which, and what they receive. */
export const OPEN_SOURCES_COPY: Localized<(sources: string) => string> = {
  en: (sources) =>
    `Your searches are answered from Karma’s own index, on Karma’s server, and to add to it Karma’s server also sends them to these public services: ${sources}. They receive the search, the language and the page, but never your IP address, cookies, browser details or account. Each result says which service found it.`,
  fr: (sources) =>
    `Vos recherches sont traitées par l’index propre de Karma, sur le serveur de Karma, qui pour le compléter les envoie aussi à ces services publics : ${sources}. Ils reçoivent la recherche, la langue et la page, mais jamais votre adresse IP, vos cookies, les détails de votre navigateur ni votre compte. Chaque résultat indique le service qui l’a trouvé.`,
  es: (sources) =>
    `Tus búsquedas se responden con el índice propio de Karma, en el servidor de Karma, que para completarlo también las envía a estos servicios públicos: ${sources}. Reciben la búsqueda, el idioma y la página, pero nunca tu dirección IP, tus cookies, los datos de tu navegador ni tu cuenta. Cada resultado indica qué servicio lo encontró.`,
};
