/**
 * Every cookie Karma sets, with what it is for, as shown on /cookies and /privacy. Names come from
 * the modules that set them, so a renamed cookie cannot leave this list stale. All are first-party
 * and last a year (server/accounts/preference-cookies.ts, server/routes/counter.ts, auth.tsx).
 */
import { COLOR_MODE_COOKIE } from '../../client/contract/color-mode.ts';
import { CONSENT_COOKIE } from '../../client/contract/consent.ts';
import { PREVIEWS_SHOWN_COOKIE } from '../../client/contract/notification-rules.ts';
import {
  SAFE_SEARCH_COOKIE,
  SESSION_COOKIE,
  SETTING_COOKIES,
  SITE_RULES_COOKIE,
} from '../../server/shared/cookie-names.ts';
import { COUNTER_COOKIE, LAST_COUNT_COOKIE } from '../../server/shared/counter.ts';
import type { Localized } from '../../server/shared/locale-choice.ts';
import { LOCALE_COOKIE } from '../../server/shared/locale-choice.ts';

export interface CookieEntry {
  name: string;
  purpose: Localized<string>;
}

export const COOKIE_LIST: readonly CookieEntry[] = [
  {
    name: CONSENT_COOKIE,
    purpose: {
      en: 'Your cookie choices (which optional kinds you accept), so the banner does not ask again.',
      fr: 'Vos choix de cookies (les catégories facultatives acceptées), pour que le bandeau ne vous redemande pas.',
      es: 'Tus preferencias de cookies (qué tipos opcionales aceptas), para que el aviso no vuelva a preguntar.',
    },
  },
  {
    name: LOCALE_COOKIE,
    purpose: { en: 'The language of the site.', fr: 'La langue du site.', es: 'El idioma del sitio.' },
  },
  {
    name: COLOR_MODE_COOKIE,
    purpose: {
      en: 'Light, dark or system colour mode.',
      fr: 'Le mode d’affichage : clair, sombre ou celui du système.',
      es: 'El modo de color: claro, oscuro o el del sistema.',
    },
  },
  {
    name: SAFE_SEARCH_COOKIE,
    purpose: {
      en: 'Your safe search levels for web and image results.',
      fr: 'Vos niveaux de recherche protégée pour le web et les images.',
      es: 'Tus niveles de búsqueda segura para la web y las imágenes.',
    },
  },
  {
    name: SETTING_COOKIES.personalized,
    purpose: {
      en: 'Whether Karma may use your settings to adapt the results.',
      fr: 'Si Karma peut utiliser vos réglages pour adapter les résultats.',
      es: 'Si Karma puede usar tus ajustes para adaptar los resultados.',
    },
  },
  {
    name: SETTING_COOKIES.searchRegion,
    purpose: {
      en: 'The region whose results you prefer.',
      fr: 'La région dont vous préférez les résultats.',
      es: 'La región cuyos resultados prefieres.',
    },
  },
  {
    name: SETTING_COOKIES.learnActRegion,
    purpose: {
      en: 'The region of the Learn & Act content you see.',
      fr: 'La région des contenus « S’informer & Agir » que vous voyez.',
      es: 'La región de los contenidos de «Aprende y Actúa» que ves.',
    },
  },
  {
    name: SETTING_COOKIES.associations,
    purpose: {
      en: 'The associations your searches support.',
      fr: 'Les associations que vos recherches soutiennent.',
      es: 'Las organizaciones que apoyan tus búsquedas.',
    },
  },
  {
    name: SETTING_COOKIES.serviceProvider,
    purpose: {
      en: 'Your mail shortcuts service, only if you chose one.',
      fr: 'Votre service pour les raccourcis de messagerie, seulement si vous en avez choisi un.',
      es: 'Tu servicio de accesos directos de correo, solo si elegiste uno.',
    },
  },
  {
    name: SITE_RULES_COOKIE,
    purpose: {
      en: 'The sites you blocked, lowered, raised or pinned, only if you set some.',
      fr: 'Les sites que vous avez bloqués, abaissés, remontés ou épinglés, seulement si vous en avez choisi.',
      es: 'Los sitios que bloqueaste, bajaste, subiste o fijaste, solo si elegiste alguno.',
    },
  },
  {
    name: COUNTER_COOKIE,
    purpose: {
      en: 'Your Karma counter on this device.',
      fr: 'Votre compteur Karma sur cet appareil.',
      es: 'Tu contador de Karma en este dispositivo.',
    },
  },
  {
    name: LAST_COUNT_COOKIE,
    purpose: {
      en: 'A keyed hash of your last counted search (never its text) and its time, so that reloading a page does not count the same search twice.',
      fr: 'Une empreinte chiffrée de votre dernière recherche comptée (jamais son texte) et son heure, pour qu’un rechargement de page ne compte pas deux fois la même recherche.',
      es: 'Una huella cifrada de tu última búsqueda contada (nunca su texto) y su hora, para que recargar una página no cuente dos veces la misma búsqueda.',
    },
  },
  {
    name: PREVIEWS_SHOWN_COOKIE,
    purpose: {
      en: 'The ids of the news previews already shown under the bell, so that each shows only once.',
      fr: 'Les identifiants des aperçus d’actualités déjà affichés sous la cloche, pour que chacun ne s’affiche qu’une fois.',
      es: 'Los identificadores de los avances de noticias ya mostrados bajo la campana, para que cada uno se muestre una sola vez.',
    },
  },
  {
    name: SESSION_COOKIE,
    purpose: {
      en: 'Keeps you logged in, only once you log in. Karma stores only a hash of it.',
      fr: 'Vous garde connecté, seulement une fois connecté. Karma n’en conserve qu’une empreinte.',
      es: 'Mantiene tu sesión iniciada, solo después de iniciarla. Karma solo guarda una huella de ella.',
    },
  },
];

/** Under the table: what happens about audience measurement, depending on the configuration. */
export const ANALYTICS_NOTE: Localized<{ none: string; withConsent: string }> = {
  en: {
    none: 'Karma sets no other cookie: no audience measurement, no advertising, no social media cookies.',
    withConsent:
      'Audience measurement (Google Tag Manager) loads only if you accept it in the cookie banner; it then sets its own cookies. Without your consent, no measurement script is loaded.',
  },
  fr: {
    none: 'Karma ne dépose aucun autre cookie : ni mesure d’audience, ni publicité, ni réseaux sociaux.',
    withConsent:
      'La mesure d’audience (Google Tag Manager) ne se charge que si vous l’acceptez dans le bandeau cookies ; elle dépose alors ses propres cookies. Sans votre consentement, aucun script de mesure n’est chargé.',
  },
  es: {
    none: 'Karma no instala ninguna otra cookie: ni de medición de audiencia, ni de publicidad, ni de redes sociales.',
    withConsent:
      'La medición de audiencia (Google Tag Manager) solo se carga si la aceptas en el aviso de cookies; entonces instala sus propias cookies. Sin tu consentimiento no se carga ningún script de medición.',
  },
};
