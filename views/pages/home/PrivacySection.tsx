/** Privacy friendly: what Karma does not keep, and the link to the full privacy policy. */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { Items, LandingSection } from './LandingSection.tsx';

export function PrivacySection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="privacy">
      <Items texts={LANDING_COPY[locale].privacy} />
    </LandingSection>
  );
}
