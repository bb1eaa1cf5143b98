/**
 * /partners/{slug}: one partner association: its name, country, what it does and its website.
 * The route's validate hook has already turned unknown slugs into the 404 page.
 */

import type { Partner } from '../../../server/shared/partners.ts';
import { PartnerMark } from '../../components/PartnerMark.tsx';
import { useRequest } from '../../use-request.tsx';
import { useLocalHref } from './local-href.ts';
import { ExternalLink } from './Prose.tsx';

export function PartnerPage({ partner }: { partner: Partner }) {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  return (
    <article className="info-page partner">
      <p className="partner__back">
        <a href={localHref('/partners')}>{t('partners.back')}</a>
      </p>
      <div className="partner__name">
        <PartnerMark partner={partner} square />
        <h1>{partner.label}</h1>
      </div>
      <dl className="partner__facts">
        <dt>{t('partners.country')}</dt>
        <dd>{partner.country[locale]}</dd>
        <dt>{t('partners.websiteLabel')}</dt>
        <dd>
          <ExternalLink href={partner.website}>{new URL(partner.website).hostname.replace(/^www\./, '')}</ExternalLink>
        </dd>
      </dl>
      <p className="info-page__lead">{partner.description[locale]}</p>
      <ul className="partner__actions">
        <li>
          <a className="partner__choose" href={`/settings#setting-association-${partner.value}`}>
            {t('partners.choose', { name: partner.label })}
          </a>
        </li>
        <li>
          <a href={localHref('/partners/transparency')}>{t('transparency.partnerLink', { name: partner.label })}</a>
        </li>
      </ul>
    </article>
  );
}
