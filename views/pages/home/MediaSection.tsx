/** Press: no quotes or logos until there are real ones; where press enquiries go (/contact). */
import { LANDING_COPY } from '../../../server/content/landing/index.ts';
import { useRequest } from '../../request-context.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function MediaSection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="media">
      <Paragraphs texts={LANDING_COPY[locale].media} />
    </LandingSection>
  );
}
