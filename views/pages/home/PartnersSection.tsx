/**
 * The partner associations in a sentence, with the link to their page and to what they have
 * received (/partners/transparency). Their names are in the partners strip under the search box,
 * so they are not listed twice.
 */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../request-context.tsx';
import { useLocalHref } from '../info/local-href.ts';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function PartnersSection() {
  const { locale, t } = useRequest();
  const localHref = useLocalHref();
  return (
    <LandingSection name="partners">
      <Paragraphs texts={LANDING_COPY[locale].partners} />
      <p>
        <a href={localHref('/partners/transparency')}>{t('transparency.homeLink')}</a>
      </p>
    </LandingSection>
  );
}
