/**
 * 'Your searches support' under the search box: the associations this visitor's searches
 * actually support (the settings' choice: the partners of the search region by default, or the
 * visitor's own selection), each linking to its page (/partners/<slug>), where its monogram is:
 * names alone here, as every byte of the home counts on every visit.
 */
import { DEFAULT_SETTINGS } from '../../../server/shared/account-settings.ts';
import { PARTNERS, partnerSlug } from '../../../server/shared/partners.ts';
import { visitorAssociations } from '../../../server/shared/visitor-associations.ts';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from '../info/local-href.ts';

export function PartnersStrip() {
  const { t, visitor } = useRequest();
  const localHref = useLocalHref();
  const supported = new Set(visitorAssociations(visitor?.settings ?? DEFAULT_SETTINGS));
  return (
    <nav className="partners-strip" aria-labelledby="partners-strip-label">
      <p id="partners-strip-label">{t('landing.partnersStrip')}</p>
      <ul>
        {PARTNERS.filter((partner) => supported.has(partner.value)).map((partner) => (
          <li key={partner.value}>
            <a href={localHref(`/partners/${partnerSlug(partner)}`)}>{partner.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
