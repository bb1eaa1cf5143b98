/**
 * Install: the link to /extension (which sends each browser to its own store) and the store rating
 * from STORE_RATING, written the visitor's way (4.8/5, 4,8/5) with a spoken label. The rating is
 * shown only when Karma is in a store (a *_STORE_URL or an app URL is set): a rating with no
 * store to check it in would be invented. A rating of 0 means none is set, so nothing is shown.
 */
import type { StoreUrls } from '../../../server/shared/app-links.ts';
import { intlFormat } from '../../../server/shared/intl-formats.ts';
import { LANDING_COPY } from '../../content/landing/index.ts';
import { useRequest } from '../../use-request.tsx';
import { LandingSection, Paragraphs } from './LandingSection.tsx';

/** Whether any browser or app store page is configured. */
export function inAnyStore(storeUrls: StoreUrls): boolean {
  return Object.values(storeUrls).some(Boolean);
}

export function StoreRating() {
  const { t, locale, config } = useRequest();
  if (!(config.storeRating > 0) || !inAnyStore(config.storeUrls)) return null;
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
