/**
 * The background illustration of the day for the light homepage and the new-tab page, or none
 * when FEATURE_LIGHT_HOMEPAGE is off. The date comes from the app's clock (tests set it).
 */
import { type Background, backgroundOfDay } from '../../../server/shared/backgrounds.ts';
import { useRequest } from '../../use-request.tsx';

export function useDailyBackground(): Background | undefined {
  const { config, services } = useRequest();
  if (!config.features.lightHomepage) return undefined;
  return backgroundOfDay(services.now?.() ?? new Date());
}
