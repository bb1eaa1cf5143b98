/** The 'New' badge of a feature, rendered only while it is highlighted for this visitor. */
import { FEATURES_VIEWED_COOKIE, isHighlighted, type NewFeature } from '../../client/contract/new-features.ts';
import { type PageContext, useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';

export function featureHighlighted(ctx: PageContext, feature: NewFeature['id']): boolean {
  const now = (ctx.services.now?.() ?? new Date()).getTime();
  return isHighlighted(feature, ctx.cookies[FEATURES_VIEWED_COOKIE], now);
}

export function NewFeatureBadge({ feature }: { feature: NewFeature['id'] }) {
  const ctx = useRequest();
  if (!featureHighlighted(ctx, feature)) return null;
  return (
    <Island
      name="NewFeatureBadge"
      keep
      props={{ feature, label: ctx.t('newFeatures.badge'), cookieDomain: ctx.config.cookieDomain }}
    />
  );
}
