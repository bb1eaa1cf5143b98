/**
 * The starter index's records: Karma's own pages (what it is, privacy, how it works, cookies,
 * settings, the extension), its partner associations and a few Learn & Act topics, in English,
 * French and Spanish, so a fresh install answers searches before any corpus is imported.
 * Partners come from server/shared/partners.ts (one source for their pages and this index); each
 * also has a record for its own website. Then the articles about the partners' causes
 * (starter-articles.ts), which the home page's "Try me" chips find.
 */
import { PARTNERS, type Partner, partnerSlug } from '../../../shared/partners.ts';
import type { RecordInput } from './index-record.ts';
import { readStarterArticles } from './starter-articles.ts';

type Lang = 'en' | 'fr' | 'es';

const page = (lang: Lang, url: string, title: string, text: string): RecordInput => ({
  type: 'web',
  url,
  title,
  text,
  lang,
  site: 'karma',
});

/** A site path in a language: /discover, /fr/discover, /es/discover. */
const localized = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

const KARMA_PAGES: RecordInput[] = [
  page(
    'en',
    '/discover',
    'What is Karma?',
    'Karma is a privacy-first web search engine. The revenue from its sponsored links goes to animal and biodiversity nonprofits: ASPAS, Notre Affaire À Tous, L214, Humane World for Animals UK, Re:wild and iNaturalist. Karma is available in English, French and Spanish.',
  ),
  page(
    'fr',
    '/fr/discover',
    'Qu’est-ce que Karma ?',
    'Karma est un moteur de recherche web respectueux de la vie privée. Les revenus de ses liens sponsorisés vont à des associations de protection des animaux et de la biodiversité : ASPAS, Notre Affaire À Tous, L214, Humane World for Animals UK, Re:wild et iNaturalist. Karma existe en français, en anglais et en espagnol.',
  ),
  page(
    'es',
    '/es/discover',
    '¿Qué es Karma?',
    'Karma es un buscador web que respeta la privacidad. Los ingresos de sus enlaces patrocinados se destinan a organizaciones de protección de los animales y de la biodiversidad: ASPAS, Notre Affaire À Tous, L214, Humane World for Animals UK, Re:wild e iNaturalist. Karma está disponible en español, inglés y francés.',
  ),
  page(
    'en',
    '/discover#privacy',
    'Privacy: no search history, no tracking',
    'Karma keeps no search history and does not track your browsing. Your searches are not written to logs, and the search providers Karma queries never receive your IP address, cookies or browser details.',
  ),
  page(
    'fr',
    '/fr/discover#vie-privee',
    'Vie privée : pas d’historique, pas de pistage',
    'Karma ne conserve aucun historique de recherche et ne suit pas votre navigation. Vos recherches ne sont pas écrites dans les journaux, et les fournisseurs de résultats interrogés par Karma ne reçoivent jamais votre adresse IP, vos cookies ni les détails de votre navigateur.',
  ),
  page(
    'es',
    '/es/discover#privacidad',
    'Privacidad: sin historial, sin rastreo',
    'Karma no guarda ningún historial de búsqueda y no rastrea tu navegación. Tus búsquedas no se escriben en los registros, y los proveedores de resultados que consulta Karma nunca reciben tu dirección IP, tus cookies ni los datos de tu navegador.',
  ),
  page(
    'en',
    '/discover#how-it-works',
    'How Karma works',
    'When you search with Karma, some results are sponsored links. When you click one, the advertiser pays, and that revenue funds the partner associations. Searching costs you nothing, and your search counter shows how many searches you have made. You choose the partner your searches support in the settings.',
  ),
  page(
    'fr',
    '/fr/discover#fonctionnement',
    'Comment fonctionne Karma',
    'Quand vous cherchez avec Karma, certains résultats sont des liens sponsorisés. Quand vous cliquez sur l’un d’eux, l’annonceur paie, et ce revenu finance les associations partenaires. Chercher ne vous coûte rien, et votre compteur indique le nombre de vos recherches. Vous choisissez l’association soutenue dans les paramètres.',
  ),
  page(
    'es',
    '/es/discover#como-funciona',
    'Cómo funciona Karma',
    'Cuando buscas con Karma, algunos resultados son enlaces patrocinados. Cuando haces clic en uno, el anunciante paga, y ese ingreso financia a las organizaciones asociadas. Buscar no te cuesta nada, y tu contador muestra cuántas búsquedas has hecho. En los ajustes eliges la organización que apoyan tus búsquedas.',
  ),
  page(
    'en',
    '/cookies',
    'Cookies',
    'Karma uses cookies to remember your preferences: your language, your colour mode (light or dark), your safe search setting and your cookie consent choice. Analytics load only if you agree to them, and you can change your choices at any time on this page.',
  ),
  page(
    'fr',
    '/fr/cookies',
    'Cookies',
    'Karma utilise des cookies pour retenir vos préférences : votre langue, votre mode d’affichage (clair ou sombre), votre réglage du filtre parental et votre choix de consentement. Les mesures d’audience ne se chargent que si vous les acceptez, et vous pouvez modifier vos choix à tout moment sur cette page.',
  ),
  page(
    'es',
    '/es/cookies',
    'Cookies',
    'Karma usa cookies para recordar tus preferencias: tu idioma, tu modo de color (claro u oscuro), tu ajuste de búsqueda segura y tu elección de consentimiento. Las estadísticas solo se cargan si las aceptas, y puedes cambiar tus opciones en cualquier momento en esta página.',
  ),
  page(
    'en',
    '/settings',
    'Help: settings',
    'In the settings you choose the language of Karma, light or dark mode, safe search (off, moderate or strict) and the partner association your searches support.',
  ),
  page(
    'fr',
    '/settings#fr',
    'Aide : paramètres',
    'Dans les paramètres, vous choisissez la langue de Karma, le mode clair ou sombre, le filtre parental (désactivé, modéré ou strict) et l’association que vos recherches soutiennent.',
  ),
  page(
    'es',
    '/settings#es',
    'Ayuda: ajustes',
    'En los ajustes eliges el idioma de Karma, el modo claro u oscuro, la búsqueda segura (desactivada, moderada o estricta) y la organización que apoyan tus búsquedas.',
  ),
  page(
    'en',
    '/extension',
    'Help: the Karma browser extension',
    'Install the Karma extension to search with Karma from your browser’s address bar and make it your default search engine. You can also open Karma in every new tab.',
  ),
  page(
    'fr',
    '/extension#fr',
    'Aide : l’extension Karma',
    'Installez l’extension Karma pour chercher avec Karma depuis la barre d’adresse de votre navigateur et en faire votre moteur de recherche par défaut. Vous pouvez aussi ouvrir Karma dans chaque nouvel onglet.',
  ),
  page(
    'es',
    '/extension#es',
    'Ayuda: la extensión de Karma',
    'Instala la extensión de Karma para buscar con Karma desde la barra de direcciones de tu navegador y convertirlo en tu buscador predeterminado. También puedes abrir Karma en cada pestaña nueva.',
  ),
];

const PARTNER_TITLE: Record<Lang, (name: string) => string> = {
  en: (name) => `${name}, a Karma partner`,
  fr: (name) => `${name}, association partenaire de Karma`,
  es: (name) => `${name}, organización asociada de Karma`,
};

/** Each partner's page on this site in every language, and its own website (in its country's language). */
const partnerRecords = (partner: Partner): RecordInput[] => {
  const websiteLang: Lang = partner.countryCode === 'FR' ? 'fr' : 'en';
  return [
    ...(['en', 'fr', 'es'] as const).map((lang) =>
      page(
        lang,
        localized(lang, `/partners/${partnerSlug(partner)}`),
        PARTNER_TITLE[lang](partner.label),
        partner.description[lang],
      ),
    ),
    { ...page(websiteLang, partner.website, partner.label, partner.description[websiteLang]), site: undefined },
  ];
};

const LEARN_AND_ACT: RecordInput[] = [
  page(
    'en',
    '/discover#biodiversity',
    'Learn & Act: why biodiversity matters',
    'Biodiversity is the variety of life: species, the genes within them and the ecosystems they form. Pollinators, forests, wetlands and oceans give us food, clean water and a stable climate. Habitat loss, overexploitation, pollution, invasive species and climate change are driving a decline of wild species worldwide.',
  ),
  page(
    'fr',
    '/fr/discover#biodiversite',
    'Comprendre et agir : pourquoi la biodiversité compte',
    'La biodiversité, c’est la diversité du vivant : les espèces, leurs gènes et les écosystèmes qu’elles forment. Pollinisateurs, forêts, zones humides et océans nous apportent nourriture, eau propre et climat stable. La destruction des habitats, la surexploitation, la pollution, les espèces envahissantes et le changement climatique font reculer la faune et la flore sauvages dans le monde entier.',
  ),
  page(
    'es',
    '/es/discover#biodiversidad',
    'Aprende y actúa: por qué importa la biodiversidad',
    'La biodiversidad es la variedad de la vida: las especies, sus genes y los ecosistemas que forman. Polinizadores, bosques, humedales y océanos nos dan alimento, agua limpia y un clima estable. La pérdida de hábitats, la sobreexplotación, la contaminación, las especies invasoras y el cambio climático hacen retroceder a las especies silvestres en todo el mundo.',
  ),
  page(
    'en',
    '/discover#act',
    'Learn & Act: help wildlife near you',
    'Leave a corner of your garden wild, plant native flowers for pollinators, avoid pesticides, put out water for birds and hedgehogs, place a hedgehog house in a quiet corner, and record the species you see on iNaturalist: every observation helps scientists follow nature.',
  ),
  page(
    'fr',
    '/fr/discover#agir',
    'Comprendre et agir : aider la faune près de chez vous',
    'Laissez un coin de jardin en friche, plantez des fleurs locales pour les pollinisateurs, évitez les pesticides, offrez de l’eau aux oiseaux et aux hérissons, installez un abri à hérisson dans un coin tranquille, et notez les espèces que vous observez sur iNaturalist : chaque observation aide les scientifiques à suivre la nature.',
  ),
  page(
    'es',
    '/es/discover#actua',
    'Aprende y actúa: ayuda a la fauna cercana',
    'Deja un rincón de tu jardín silvestre, planta flores autóctonas para los polinizadores, evita los pesticidas, pon agua para los pájaros y los erizos, instala un refugio para erizos en un rincón tranquilo, y registra en iNaturalist las especies que veas: cada observación ayuda a los científicos a seguir la naturaleza.',
  ),
];

export const STARTER_RECORDS: readonly RecordInput[] = [
  ...KARMA_PAGES,
  ...PARTNERS.flatMap(partnerRecords),
  ...LEARN_AND_ACT,
  ...readStarterArticles(),
];
