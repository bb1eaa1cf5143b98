/**
 * How it works in 3 steps: search, sponsored clicks earn revenue, the revenue funds the partners.
 * Each step has its small line drawing, drawn for Karma: a few paths each, stroked in the accent
 * colour by the CSS (`.step-art`, critical.css), and decorative, as the step's title says it all.
 */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { Prose } from '../info/Prose.tsx';
import { LandingSection } from './LandingSection.tsx';

/** The step's drawing: a magnifier over a leaf; a pointer clicking a link; a heart. */
function StepArt({ step }: { step: number }) {
  const art =
    step === 0 ? (
      <>
        <circle cx="10" cy="10" r="6" />
        <path d="m15 15 5 5M7 13c0-4 2-6 6-6 0 4-2 6-6 6zm0 0 3-3" />
      </>
    ) : step === 1 ? (
      <>
        <rect x="3" y="3" width="15" height="6" rx="3" />
        <path d="M11 11v10l3-3 2 4 2-1-2-4h4z" />
      </>
    ) : (
      <path d="M12 20s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11z" />
    );
  return (
    <svg className="step-art" viewBox="0 0 24 24" aria-hidden="true">
      {art}
    </svg>
  );
}

export function HowItWorksSection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="howItWorks">
      <ol className="landing__steps">
        {LANDING_COPY[locale].steps.map((step, i) => (
          <li key={step.title}>
            <StepArt step={i} />
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
