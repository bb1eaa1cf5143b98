/**
 * The light homepage's image bar, at the hero's lower edge: who made the day's illustration (and
 * its licence, when backgrounds.ts records one), 'Share' and 'View image'. Both actions are
 * islands that hydrate on first interaction; before that, and without JavaScript, they are plain
 * links (the share page, the largest JPEG), so the bar costs the first load no script.
 */

import { type Background, backgroundUrl } from '../../../server/shared/backgrounds.ts';
import { Island } from '../../components/Island.tsx';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';

const LARGEST = 1920;

export function HeroTools({ background }: { background: Background }) {
  const { t } = useRequest();
  const localHref = useLocalHref();
  const { name, licence } = background;
  return (
    <div className="hero-tools" role="group" aria-label={t('home.heroTools.label')}>
      <p className="hero-tools__credit">
        {t('home.heroTools.credit', { author: background.author })}
        {licence ? (
          <>
            {' · '}
            <a href={licence.url} rel="noreferrer noopener license">
              {licence.name}
            </a>
          </>
        ) : null}
      </p>
      <Island
        name="ShareLink"
        hydrate="interaction"
        props={{
          label: t('home.heroTools.share'),
          href: localHref('/share'),
          copied: t('home.heroTools.copied'),
        }}
      />
      <Island
        name="BackgroundViewer"
        hydrate="interaction"
        props={{
          label: t('home.heroTools.view'),
          closeLabel: t('home.heroTools.close'),
          href: backgroundUrl(name, LARGEST, 'jpg'),
        }}
      />
    </div>
  );
}
