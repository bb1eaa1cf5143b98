/** Search differently: what the result pages and settings offer, each point true of the site today. */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { Items, LandingSection } from './LandingSection.tsx';

export function SearchDifferentlySection() {
  const { locale } = useRequest();
  return (
    <LandingSection name="searchDifferently">
      <Items texts={LANDING_COPY[locale].searchDifferently} />
    </LandingSection>
  );
}
