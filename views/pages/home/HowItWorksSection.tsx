/** How it works in 3 steps: search, sponsored clicks earn revenue, the revenue funds the partners. */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../request-context.tsx';
import { Prose } from '../info/Prose.tsx';
import { LandingSection } from './LandingSection.tsx';

export function HowItWorksSection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="howItWorks">
      <ol className="landing__steps">
        {LANDING_COPY[locale].steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>
              <Prose text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
