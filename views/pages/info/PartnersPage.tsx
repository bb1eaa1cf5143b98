/**
 * /partners: the partner associations grouped by country, each with what it does, a link to its
 * page here and to its own website.
 */

import { PARTNERS, type Partner, partnerSlug } from '../../../server/shared/partners.ts';
import { PartnerMark } from '../../components/PartnerMark.tsx';
import { PARTNERS_LEAD } from '../../content/pages/partners-page.ts';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from './local-href.ts';
import { ExternalLink, Prose } from './Prose.tsx';

/** Partners by country, countries in the order their first partner appears. */
export function byCountry(partners: readonly Partner[]): Partner[][] {
  const groups = new Map<string, Partner[]>();
  for (const p of partners) groups.set(p.countryCode, [...(groups.get(p.countryCode) ?? []), p]);
  return [...groups.values()];
}

export function PartnersPage() {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  return (
    <article className="info-page partners">
      <h1>{t('info.partners.title')}</h1>
      <p className="info-page__lead">
        <Prose text={PARTNERS_LEAD[locale]} />
      </p>
      {byCountry(PARTNERS).map((group) => {
        const code = group[0]?.countryCode ?? '';
        return (
          <section key={code} id={code.toLowerCase()} aria-labelledby={`country-${code}`}>
            <h2 id={`country-${code}`}>{group[0]?.country[locale]}</h2>
            <ul className="partner-list">
              {group.map((partner) => (
                <li key={partner.value} className="partner-card">
                  <h3 className="partner-card__title">
                    <PartnerMark partner={partner} square />
                    <a href={localHref(`/partners/${partnerSlug(partner)}`)}>{partner.label}</a>
                  </h3>
                  <p className="partner-card__text">{partner.description[locale]}</p>
                  <p className="partner-card__website">
                    <ExternalLink href={partner.website}>{t('partners.website', { name: partner.label })}</ExternalLink>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </article>
  );
}
