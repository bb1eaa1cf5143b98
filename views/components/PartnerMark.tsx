/**
 * A partner's identity beside its name: the logo the operator was allowed to use (the partner's
 * `logo` in server/shared/partners.ts), else our monogram, its initials on its accent colour.
 * Decorative either way: the partner's name is always written next to it, so screen readers
 * read the name once. Text and CSS, not a drawing: a few bytes each in the home page's budget.
 * Its size is the CSS's (--mark, critical.css and info.css), so nothing shifts as the page loads.
 */

import type { Partner } from '../../server/shared/partners.ts';
import { MONOGRAM_INKS, monogramColours, monogramInitials } from '../content/partner-monogram.ts';

/** `square`: a rounded square, for the partner pages' cards; else a disc, for pill-shaped links. */
export function PartnerMark({
  partner,
  square = false,
}: {
  partner: Pick<Partner, 'label' | 'accent' | 'logo'>;
  square?: boolean;
}) {
  if (partner.logo) {
    const { src, width, height } = partner.logo;
    // Its width and height give the aspect ratio; the CSS sets the height.
    return (
      <img
        className="partner-mark"
        src={src}
        alt=""
        width={width}
        height={height}
        // Lazy: React would otherwise hoist a preload of every partner's logo into the head.
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initials = monogramInitials(partner.label);
  const { background, text } = monogramColours(partner.accent);
  // White ink is the CSS's default; only a light accent's dark ink is named, to spare bytes.
  const className = [
    'partner-mark',
    square && 'partner-mark--square',
    initials.length > 2 && 'partner-mark--long',
    text === MONOGRAM_INKS.dark && 'partner-mark--dark-ink',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} style={{ background }} aria-hidden="true">
      {initials}
    </span>
  );
}
