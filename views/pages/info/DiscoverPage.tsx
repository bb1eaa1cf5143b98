/**
 * /discover: the tour and Learn & Act. The partner list keeps the anchors the starter search index
 * links to (`/discover#aspas`), and points to each partner's own page.
 */

import { PARTNERS, partnerSlug } from '../../../server/shared/partners.ts';
import { DISCOVER_COPY, DISCOVER_PARTNER_ANCHORS } from '../../content/pages/discover.ts';
import { useRequest } from '../../use-request.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { useLocalHref } from './local-href.ts';

function PartnerList() {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  return (
    <>
      <ul className="partner-list partner-list--compact">
        {PARTNERS.map((partner) => (
          <li key={partner.value} id={DISCOVER_PARTNER_ANCHORS[partner.value]}>
            <a href={localHref(`/partners/${partnerSlug(partner)}`)}>{partner.label}</a>
            {` (${partner.country[locale]}): ${partner.description[locale]}`}
          </li>
        ))}
      </ul>
      <p>
        <a href={localHref('/partners')}>{t('partners.all')}</a>
      </p>
    </>
  );
}

export function DiscoverPage() {
  const { locale } = useRequest();
  return (
    <InfoArticle
      titleKey="pages.discover.title"
      copy={DISCOVER_COPY[locale]}
      slots={{ 'partner-list': <PartnerList /> }}
    />
  );
}
