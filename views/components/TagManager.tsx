/**
 * Google Tag Manager, the only third-party script Karma may load. Rendered only when
 * shouldLoadTagManager says so: an id is configured, analytics is allowed AND (with the consent
 * feature on) the visitor has actually stored a choice. The last condition is deliberate: the
 * consent rules count analytics as given while nothing is stored, but before any choice nothing
 * third-party loads. The CSP allows https://www.googletagmanager.com only when TAG_MANAGER_ID is set.
 */
import { CONSENT_COOKIE, parseConsent, shouldLoadTagManager } from '../../client/contract/consent.ts';
import { useRequest } from '../use-request.tsx';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The standard GTM start event, without the inline loader: the script tag below loads it. */
const DATA_LAYER_START =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

export function TagManager() {
  const { config, cookies, nonce } = useRequest();
  const load = shouldLoadTagManager({
    featureEnabled: config.features.cookieConsent,
    tagManagerId: config.tagManagerId,
    stored: parseConsent(cookies[CONSENT_COOKIE]),
  });
  if (!load || !config.tagManagerId) return null;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DATA_LAYER_START }} />
      <script async nonce={nonce} src={`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`} />
    </>
  );
}
