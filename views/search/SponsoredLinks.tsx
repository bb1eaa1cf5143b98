/**
 * At most two sponsored links above the organic results of the All and Web tabs. Each item says
 * 'Sponsored' first, inside the link, so the label is read before the title whichever way a
 * screen reader reaches it (in reading order or from a list of links). The link goes through the
 * signed click route (/r/{id}); `sponsored` tells crawlers it is paid, and no referrer leaves.
 * Nothing at all is rendered when no link matches.
 */
import type { ShownSponsoredLink } from '../../server/shared/sponsored-link.ts';
import { useRequest } from '../use-request.tsx';
import { truncate } from './truncate.ts';

export const SPONSORED_REL = 'sponsored noreferrer noopener';

export function SponsoredLinks({ links }: { links: readonly ShownSponsoredLink[] }) {
  const { t } = useRequest();
  if (links.length === 0) return null;
  return (
    <section className="sponsored" aria-label={t('sponsored.sectionLabel')}>
      <ul className="sponsored__list">
        {links.map((link) => (
          <li className="sponsored__item" key={link.id}>
            <a className="sponsored__link" href={link.href} rel={SPONSORED_REL}>
              <span className="sponsored__label">{t('sponsored.label')}</span>{' '}
              <span className="sponsored__title">{truncate(link.title)}</span>
            </a>
            <span className="sponsored__site">{link.displayUrl}</span>
            {link.description ? <p className="sponsored__description">{truncate(link.description, 160)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
