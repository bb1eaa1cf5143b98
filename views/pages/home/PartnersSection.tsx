/**
 * The partner associations in a sentence, with the link to their page. Their names are in the
 * partners strip under the search box, so they are not listed twice.
 */
import { LANDING_COPY } from '../../../server/content/landing/index.ts';
import { useRequest } from '../../request-context.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function PartnersSection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="partners">
      <Paragraphs texts={LANDING_COPY[locale].partners} />
    </LandingSection>
  );
}
