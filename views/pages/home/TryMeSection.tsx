/**
 * Try me: example searches as plain links to the results page. Links rather than a second search
 * box: one search form per page keeps the page light and the form's ids unique.
 */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { LandingSection } from './LandingSection.tsx';

export function TryMeSection() {
  const { locale } = useRequest();
  const { lead, examples } = LANDING_COPY[locale].tryMe;
  return (
    <LandingSection name="tryMe">
      <p>{lead}</p>
      <ul className="landing__examples">
        {examples.map((query) => (
          <li key={query}>
            <a href={`/search?q=${encodeURIComponent(query)}`}>{query}</a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
