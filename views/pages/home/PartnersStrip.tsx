/** The six partner associations under the search box, each linking to its page (/partners/<slug>). */
import { PARTNERS, partnerSlug } from '../../../server/content/partners.ts';
import { useRequest } from '../../request-context.tsx';
import { useLocalHref } from '../info/local-href.ts';

export function PartnersStrip() {
  const { t } = useRequest();
  const localHref = useLocalHref();
  return (
    <nav className="partners-strip" aria-labelledby="partners-strip-label">
      <p id="partners-strip-label">{t('landing.partnersStrip')}</p>
      <ul>
        {PARTNERS.map((partner) => (
          <li key={partner.value}>
            <a href={localHref(`/partners/${partnerSlug(partner)}`)}>{partner.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
