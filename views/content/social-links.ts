/**
 * Karma's profiles on social networks, shown in the footer only when configured: the addresses
 * are not ours to guess. Until config.ts parses SOCIAL_URLS into `socialUrls`, none is shown.
 * Brand names are never translated.
 */
import { SOCIAL_NETWORKS, type SocialNetwork, type SocialUrls } from '../../server/shared/social-networks.ts';

const BRAND: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
};

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  href: string;
}

/** The configured profiles (SOCIAL_URLS), in a fixed order. */
export function configuredSocialLinks(config: { socialUrls: SocialUrls }): SocialLink[] {
  const urls = config.socialUrls;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = urls[network];
    return href ? [{ network, name: BRAND[network], href }] : [];
  });
}
