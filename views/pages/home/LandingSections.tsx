/**
 * Every landing section below the search, in the order of views/content/landing (LANDING_SECTIONS):
 * the wide ones first (the three steps, the partners and their transparency), then the others in
 * three columns on wider screens and, on phones, one row of cards that scrolls sideways (the next
 * card peeks in, and dots over the row follow the scroll where the browser has scroll-driven
 * animations), so the phone home stays short; then the press mentions and quotes, when the
 * operator has listed any.
 */
import type { ReactNode } from 'react';
import { CoverageStyles, useCoverage } from '../../components/PressMentions.tsx';
import {
  CLOSING_LANDING_SECTIONS,
  LANDING_SECTIONS,
  type LandingSectionKey,
  WIDE_LANDING_SECTIONS,
} from '../../content/landing/index.ts';
import { HowItWorksSection } from './HowItWorksSection.tsx';
import { InstallSection } from './InstallSection.tsx';
import { LearnActSection } from './LearnActSection.tsx';
import { MediaSection } from './MediaSection.tsx';
import { PartnersSection } from './PartnersSection.tsx';
import { PrivacySection } from './PrivacySection.tsx';
import { SearchDifferentlySection } from './SearchDifferentlySection.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { TryMeSection } from './TryMeSection.tsx';

// Keyed by section, so a section added to LANDING_SECTIONS without a component fails to compile.
const SECTIONS: Record<LandingSectionKey, () => ReactNode> = {
  showcase: ShowcaseSection,
  howItWorks: HowItWorksSection,
  partners: PartnersSection,
  learnAct: LearnActSection,
  searchDifferently: SearchDifferentlySection,
  privacy: PrivacySection,
  tryMe: TryMeSection,
  install: InstallSection,
  media: MediaSection,
  testimonials: TestimonialsSection,
};

const render = (key: LandingSectionKey) => {
  const Section = SECTIONS[key];
  return <Section key={key} />;
};

export function LandingSections() {
  const keys = LANDING_SECTIONS.map((section) => section.key);
  const { mentions, testimonials } = useCoverage();
  const isCard = (key: LandingSectionKey) =>
    !WIDE_LANDING_SECTIONS.includes(key) && !CLOSING_LANDING_SECTIONS.includes(key);
  return (
    <div className="landing">
      {keys.filter((key) => WIDE_LANDING_SECTIONS.includes(key)).map(render)}
      <div className="landing__more">
        <div className="landing__cards">{keys.filter(isCard).map(render)}</div>
      </div>
      {mentions.length + testimonials.length > 0 ? <CoverageStyles /> : null}
      {keys.filter((key) => CLOSING_LANDING_SECTIONS.includes(key)).map(render)}
    </div>
  );
}
