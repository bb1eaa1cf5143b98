/**
 * The partner associations as cards: each one's monogram in its colour (or the logo its operator
 * may show), its name linking to its page, and its cause in a few words. Then the link to the
 * partners page and, as a band of its own, what they have received (/partners/transparency):
 * those figures are read from the ledger, which the home does not load, so the band links to
 * them rather than showing any.
 */

import { PARTNERS, partnerSlug } from '../../../server/shared/partners.ts';
import { PartnerMark } from '../../components/PartnerMark.tsx';
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function PartnersSection() {
  const { locale, t } = useRequest();
  const localHref = useLocalHref();
  return (
    <LandingSection name="partners">
      <ul className="partner-tiles">
        {PARTNERS.map((partner) => (
          <li key={partner.value}>
            <PartnerMark partner={partner} square />
            <a href={localHref(`/partners/${partnerSlug(partner)}`)}>{partner.label}</a>
            <span>{partner.cause[locale]}</span>
          </li>
        ))}
      </ul>
      <Paragraphs texts={LANDING_COPY[locale].partners} />
      <a className="ledger-link" href={localHref('/partners/transparency')}>
        <svg className="step-art" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 21h18M6 17v-5m4 5V5m4 12V8m4 9v-4" />
        </svg>
        <span>
          <strong>{t('transparency.title')}</strong>
          {` ${t('transparency.homeLink')}`}
        </span>
      </a>
    </LandingSection>
  );
}
