/** The social networks Karma may have a profile on (SOCIAL_URLS in server/config.ts; footer links). */
export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'twitter', 'instagram', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialUrls = Partial<Record<SocialNetwork, string>>;
