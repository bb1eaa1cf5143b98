/**
 * Showcase: what Karma is, in two sentences, and a link to the showcase site when SHOWCASE_BASE
 * is set (the /what page otherwise).
 */
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';
import { ExternalLink } from '../info/Prose.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function ShowcaseSection() {
  const { t, locale, config } = useRequest();
  const localHref = useLocalHref();
  const more = t('landing.showcase.more');
  return (
    <LandingSection name="showcase">
      <Paragraphs texts={LANDING_COPY[locale].showcase} />
      <p>
        {config.showcaseBase ? (
          <ExternalLink href={config.showcaseBase}>{more}</ExternalLink>
        ) : (
          <a href={localHref('/what')}>{more}</a>
        )}
      </p>
    </LandingSection>
  );
}
