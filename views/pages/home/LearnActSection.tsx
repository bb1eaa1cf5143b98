/** Learn & Act: a taste of /discover#learn-act, where the full advice is. */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function LearnActSection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="learnAct">
      <Paragraphs texts={LANDING_COPY[locale].learnAct} />
    </LandingSection>
  );
}
