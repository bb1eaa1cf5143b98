/**
 * Install: the link to /extension (which sends each browser to its own store) and the store rating
 * from STORE_RATING, written the visitor's way (4.8/5, 4,8/5) with a spoken label. A rating of 0
 * means none is set, so nothing is shown rather than a zero.
 */

import { LANDING_COPY } from '../../../server/content/landing/index.ts';
import { intlFormat } from '../../intl-formats.ts';
import { useRequest } from '../../request-context.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

export function StoreRating() {
  const { t, locale, config } = useRequest();
  if (!(config.storeRating > 0)) return null;
  const rating = intlFormat(Intl.NumberFormat, locale, { maximumFractionDigits: 1 }).format(config.storeRating);
  return (
    <p className="store-rating">
      <span aria-hidden="true">
        <span className="store-rating__value">{`★ ${rating}/5`}</span> {t('landing.install.rating')}
      </span>
      <span className="visually-hidden">{t('landing.install.ratingLabel', { rating })}</span>
    </p>
  );
}

export function InstallSection() {
  const { t, locale } = useRequest();
  return (
    <LandingSection name="install">
      <Paragraphs texts={LANDING_COPY[locale].install} />
      <p>
        <a className="button" href="/extension">
          {t('landing.install.button')}
        </a>
      </p>
      <StoreRating />
    </LandingSection>
  );
}
