/**
 * Karma's profiles on social networks, shown in the footer only when configured: the addresses
 * are not ours to guess. Until config.ts parses SOCIAL_URLS into `socialUrls`, none is shown.
 * Brand names are never translated.
 */
import type { Config } from '../config.ts';

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'twitter', 'instagram', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialUrls = Partial<Record<SocialNetwork, string>>;

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
export function configuredSocialLinks(config: Pick<Config, 'socialUrls'>): SocialLink[] {
  const urls = config.socialUrls;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = urls[network];
    return href ? [{ network, name: BRAND[network], href }] : [];
  });
}
