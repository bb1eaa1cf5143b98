/**
 * In the press: the three newest mentions from the operator's list, and the press page for the
 * rest. Not shown at all while the list is empty: the starter site invents no coverage.
 */
import { PressMentionList, useCoverage } from '../../components/PressMentions.tsx';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';
import { LandingSection } from './LandingSection.tsx';

const SHOWN = 3;

export function MediaSection() {
  const { t } = useRequest();
  const localHref = useLocalHref();
  const { mentions } = useCoverage();
  if (mentions.length === 0) return null;
  return (
    <LandingSection name="media">
      <PressMentionList mentions={mentions.slice(0, SHOWN)} />
      <p>
        <a href={localHref('/press')}>{t('landing.media.more')}</a>
      </p>
    </LandingSection>
  );
}
