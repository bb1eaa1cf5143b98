/**
 * The partner associations: who they are, where, what they do, and their public website. The
 * `value` is the code stored in settings (server/shared/account-settings.ts); the URL slug is that code in
 * lower case (`/partners/aspas`, `/partners/naat`, `/partners/hsuk`…), matched case-insensitively.
 *
 * Descriptions say what each organisation does, in its own public terms; no figures about Karma.
 */
import { ASSOCIATIONS, type Association } from './account-settings.ts';
import type { Localized } from './locale-choice.ts';

export interface Partner {
  label: string;
  value: Association;
  country: Localized<string>;
  /** ISO 3166-1 alpha-2. */
  countryCode: 'FR' | 'GB' | 'US';
  description: Localized<string>;
  /** Its cause in a few words, under its name on the home page's card (a line at most). */
  cause: Localized<string>;
  website: string;
  /**
   * The monogram's background (views/content/partner-monogram.ts picks the text colour): a colour
   * of our choosing, not the organisation's logo colours, at least 4.5:1 against white text.
   */
  accent: string;
  /**
   * The organisation's own logo, shown instead of the monogram: only with its written permission
   * to use it here. A site path (a file in public/partners/) with its drawn size in CSS pixels.
   */
  logo?: { src: string; width: number; height: number };
}

const FRANCE: Localized<string> = { en: 'France', fr: 'France', es: 'Francia' };
const UNITED_KINGDOM: Localized<string> = { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido' };
const UNITED_STATES: Localized<string> = { en: 'United States', fr: 'États-Unis', es: 'Estados Unidos' };

// Keyed by settings code, so a new code in ASSOCIATIONS without its partner entry fails to compile.
// Accents: one hue each (rust, blue, magenta, teal, moss, violet), dark enough for white initials
// and light enough to stand out on the dark page (test/unit/partner-monogram.test.ts checks both).
const BY_CODE: Record<Association, Omit<Partner, 'value'>> = {
  ASPAS: {
    label: 'ASPAS',
    accent: '#ae461b',
    country: FRANCE,
    countryCode: 'FR',
    website: 'https://www.aspas-nature.org/',
    cause: { en: 'Defends wild animals', fr: 'Défend la faune sauvage', es: 'Defiende la fauna salvaje' },
    description: {
      en: 'ASPAS (Association pour la protection des animaux sauvages) is a French association, founded in 1980, that defends wild animals, including species officially treated as pests such as foxes and badgers. It takes legal action for wildlife and buys land to create Wildlife Reserves, where nature is left to itself.',
      fr: 'L’ASPAS (Association pour la protection des animaux sauvages) est une association française fondée en 1980 qui défend la faune sauvage, y compris les espèces classées « nuisibles » comme le renard et le blaireau. Elle agit en justice pour les animaux sauvages et achète des terrains pour créer des Réserves de Vie Sauvage, où la nature est laissée libre.',
      es: 'ASPAS (Association pour la protection des animaux sauvages) es una asociación francesa fundada en 1980 que defiende a los animales salvajes, incluidas especies consideradas dañinas como el zorro y el tejón. Emprende acciones judiciales por la fauna y compra terrenos para crear Reservas de Vida Salvaje, donde la naturaleza evoluciona libremente.',
    },
  },
  NAAT: {
    label: 'Notre Affaire À Tous',
    accent: '#2e62b8',
    country: FRANCE,
    countryCode: 'FR',
    website: 'https://notreaffaireatous.org/',
    cause: {
      en: 'Uses the law for climate and nature',
      fr: 'Le droit au service du climat et du vivant',
      es: 'El derecho al servicio del clima y la naturaleza',
    },
    description: {
      en: 'Notre Affaire À Tous is a French association that uses the law to fight for climate justice and for the rights of nature. It is one of the four organisations behind L’Affaire du Siècle, the case in which a Paris court found in 2021 that the French State had failed to meet its climate commitments.',
      fr: 'Notre Affaire À Tous est une association française qui utilise le droit pour la justice climatique et la reconnaissance des droits de la nature. Elle est l’une des quatre organisations à l’origine de L’Affaire du Siècle, le recours dans lequel le tribunal administratif de Paris a reconnu en 2021 que l’État avait manqué à ses engagements climatiques.',
      es: 'Notre Affaire À Tous es una asociación francesa que utiliza el derecho para luchar por la justicia climática y los derechos de la naturaleza. Es una de las cuatro organizaciones detrás de L’Affaire du Siècle, el caso en el que un tribunal de París reconoció en 2021 que el Estado francés había incumplido sus compromisos climáticos.',
    },
  },
  L214: {
    label: 'L214',
    accent: '#ad3179',
    country: FRANCE,
    countryCode: 'FR',
    website: 'https://www.l214.com/',
    cause: {
      en: 'Works for farmed animals',
      fr: 'Agit pour les animaux d’élevage',
      es: 'Trabaja por los animales de granja',
    },
    description: {
      en: 'L214 is a French animal protection association, founded in 2008, that works for animals raised and killed for food. It is known for its investigations in farms and slaughterhouses, and it encourages plant-based eating. Its name refers to article L214 of the French rural code, which recognises animals as sentient beings.',
      fr: 'L214 est une association française de protection animale fondée en 2008, qui agit pour les animaux utilisés dans l’alimentation. Elle est connue pour ses enquêtes dans les élevages et les abattoirs, et encourage une alimentation végétale. Son nom renvoie à l’article L214 du code rural, qui reconnaît les animaux comme des êtres sensibles.',
      es: 'L214 es una asociación francesa de protección animal fundada en 2008 que trabaja por los animales criados y sacrificados para la alimentación. Es conocida por sus investigaciones en granjas y mataderos, y fomenta la alimentación vegetal. Su nombre hace referencia al artículo L214 del código rural francés, que reconoce a los animales como seres sensibles.',
    },
  },
  HSUK: {
    label: 'Humane World for Animals UK',
    accent: '#0f717f',
    country: UNITED_KINGDOM,
    countryCode: 'GB',
    website: 'https://www.humaneworld.org/',
    cause: {
      en: 'Campaigns against cruelty to animals',
      fr: 'Lutte contre la cruauté envers les animaux',
      es: 'Lucha contra la crueldad hacia los animales',
    },
    description: {
      en: 'Humane World for Animals UK, called Humane Society International/UK until 2025, is the British office of Humane World for Animals. It campaigns against cruelty to animals, for example against the fur trade, trophy hunting and animal testing, and helps animals in crisis.',
      fr: 'Humane World for Animals UK, appelée Humane Society International/UK jusqu’en 2025, est le bureau britannique de Humane World for Animals. Elle lutte contre la cruauté envers les animaux, par exemple contre le commerce de la fourrure, la chasse aux trophées et l’expérimentation animale, et vient en aide aux animaux en détresse.',
      es: 'Humane World for Animals UK, llamada Humane Society International/UK hasta 2025, es la oficina británica de Humane World for Animals. Lucha contra la crueldad hacia los animales, por ejemplo contra el comercio de pieles, la caza de trofeos y la experimentación con animales, y ayuda a animales en situaciones de crisis.',
    },
  },
  RWLD: {
    label: 'Re:wild',
    accent: '#52701a',
    country: UNITED_STATES,
    countryCode: 'US',
    website: 'https://www.rewild.org/',
    cause: {
      en: 'Protects and restores wild places',
      fr: 'Protège et restaure les espaces sauvages',
      es: 'Protege y restaura los espacios salvajes',
    },
    description: {
      en: 'Re:wild is a nonprofit co-founded by conservation scientists and Leonardo DiCaprio. With local partners, it protects and restores wild places that biodiversity, the climate and people depend on, and it leads the Search for Lost Species, looking for species science has not seen for years.',
      fr: 'Re:wild est une organisation à but non lucratif cofondée par des scientifiques de la conservation et Leonardo DiCaprio. Avec des partenaires locaux, elle protège et restaure les espaces sauvages dont dépendent la biodiversité, le climat et les populations, et mène la recherche des espèces perdues (Search for Lost Species), que la science n’a pas revues depuis des années.',
      es: 'Re:wild es una organización sin ánimo de lucro cofundada por científicos de la conservación y Leonardo DiCaprio. Con socios locales, protege y restaura los espacios salvajes de los que dependen la biodiversidad, el clima y las personas, y dirige la búsqueda de especies perdidas (Search for Lost Species), que la ciencia no ha vuelto a ver desde hace años.',
    },
  },
  INAT: {
    label: 'iNaturalist',
    accent: '#7552bb',
    country: UNITED_STATES,
    countryCode: 'US',
    website: 'https://www.inaturalist.org/',
    cause: {
      en: 'Helps people record the living world',
      fr: 'Aide chacun à observer le vivant',
      es: 'Ayuda a observar la vida silvestre',
    },
    description: {
      en: 'iNaturalist is a nonprofit community science network where people share photos of the plants, animals and fungi they observe and help one another identify them. The observations help scientists and conservationists follow biodiversity.',
      fr: 'iNaturalist est un réseau de science participative à but non lucratif, où chacun partage des photos des plantes, animaux et champignons qu’il observe et aide les autres à les identifier. Ces observations aident les scientifiques et les naturalistes à suivre la biodiversité.',
      es: 'iNaturalist es una red de ciencia ciudadana sin ánimo de lucro donde las personas comparten fotos de las plantas, animales y hongos que observan y se ayudan a identificarlos. Las observaciones ayudan a científicos y conservacionistas a seguir la biodiversidad.',
    },
  },
};

/** In the order of ASSOCIATIONS: grouped by country, as on the settings page. */
export const PARTNERS: readonly Partner[] = ASSOCIATIONS.map((value) => ({ value, ...BY_CODE[value] }));

export function partnerSlug(partner: Pick<Partner, 'value'>): string {
  return partner.value.toLowerCase();
}

/** The partner of a URL slug, in any letter case; undefined for anything else. */
export function findPartner(slug: unknown): Partner | undefined {
  if (typeof slug !== 'string') return undefined;
  const wanted = slug.toLowerCase();
  return PARTNERS.find((p) => partnerSlug(p) === wanted);
}
