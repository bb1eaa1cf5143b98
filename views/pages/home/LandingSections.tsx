/** Every landing section below the search, in the order of server/content/landing (LANDING_SECTIONS). */
import type { ReactNode } from 'react';
import { LANDING_SECTIONS, type LandingSectionKey } from '../../../server/content/landing/index.ts';
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

export function LandingSections() {
  return (
    <div className="landing">
      {LANDING_SECTIONS.map(({ key }) => {
        const Section = SECTIONS[key];
        return <Section key={key} />;
      })}
    </div>
  );
}
