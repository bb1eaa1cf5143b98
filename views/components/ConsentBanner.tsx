/**
 * The cookie consent banner, rendered only while the visitor has not chosen and the feature is
 * on (FEATURE_COOKIE_CONSENT). Placed by the layouts in #cookie-consent-slot.
 */
import { CONSENT_COOKIE, CONSENT_SECTIONS, parseConsent, shouldShowBanner } from '../../client/contract/consent.ts';
import { useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';

export function ConsentBanner() {
  const { t, config, cookies, originalUrl } = useRequest();
  if (!shouldShowBanner(config.features.cookieConsent, parseConsent(cookies[CONSENT_COOKIE]))) return null;
  return (
    <Island
      hydrate="interaction"
      name="CookieConsent"
      props={{
        returnTo: originalUrl,
        cookieDomain: config.cookieDomain,
        privacyHref: '/privacy',
        sections: CONSENT_SECTIONS.map((section) => ({
          ...section,
          title: t(`consent.sections.${section.value}.title`),
          description: t(`consent.sections.${section.value}.description`),
          badge: section.badge ? t('consent.required') : undefined,
        })),
        labels: {
          title: t('consent.title'),
          text: t('consent.text'),
          acceptAll: t('consent.acceptAll'),
          refuseAll: t('consent.refuseAll'),
          settings: t('consent.settings'),
          back: t('consent.back'),
          modalTitle: t('consent.modalTitle'),
          modalDescription: t('consent.modalDescription'),
          privacyLink: t('consent.privacyLink'),
          validate: t('consent.validate'),
        },
      }}
    />
  );
}
