/**
 * 'Search tools': a GET form of the filters the active provider supports for this vertical.
 * It works without JavaScript (a submit button); unknown values never reach it.
 */
import {
  type Capabilities,
  FRESHNESS,
  IMAGE_FILTER_VALUES,
  type SearchQuery,
  VIDEO_FILTER_VALUES,
} from '../../server/shared/search-types.ts';
import { useRequest } from '../use-request.tsx';

function Select({
  name,
  value,
  options,
  allKey,
}: {
  name: string;
  value: string;
  options: readonly string[];
  allKey: string;
}) {
  const { t } = useRequest();
  const id = `filter-${name}`;
  return (
    <span className="filter">
      <label htmlFor={id}>{t(`search.filters.${name}.label`)}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{t(`search.filters.${allKey}`)}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`search.filters.${name}.${o}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

export function FiltersBar({
  query,
  capabilities,
  tab,
}: {
  query: SearchQuery;
  capabilities: Capabilities;
  tab?: string;
}) {
  const { t, path } = useRequest();
  const safeLevels = query.vertical === 'images' ? capabilities.imageSafeSearch : capabilities.safeSearch;
  const freshness = capabilities.freshness && query.vertical !== 'images';
  return (
    <details className="filters" open={hasActiveFilter(query) || undefined}>
      <summary>{t('search.filters.title')}</summary>
      <form method="get" action={path}>
        <input type="hidden" name="q" value={query.text} />
        {tab ? <input type="hidden" name="t" value={tab} /> : null}
        {freshness ? (
          <Select
            name="freshness"
            value={query.freshness === 'any' ? '' : query.freshness}
            options={FRESHNESS.filter((f) => f !== 'any')}
            allKey="any"
          />
        ) : null}
        {safeLevels.length > 1 ? (
          <span className="filter">
            <label htmlFor="filter-safe">{t('search.filters.safe.label')}</label>
            <select id="filter-safe" name="safe" defaultValue={query.safeSearch}>
              {safeLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`search.filters.safe.${level}`)}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {query.vertical === 'images'
          ? capabilities.imageFilters.map((name) => (
              <Select
                key={name}
                name={name}
                value={query.image[name] ?? ''}
                options={IMAGE_FILTER_VALUES[name]}
                allKey={name === 'size' || name === 'aspect' || name === 'licence' ? 'all' : 'any'}
              />
            ))
          : null}
        {query.vertical === 'videos'
          ? capabilities.videoFilters.map((name) => (
              <Select
                key={name}
                name={name}
                value={query.video[name] ?? ''}
                options={VIDEO_FILTER_VALUES[name]}
                allKey="all"
              />
            ))
          : null}
        <button type="submit">{t('search.filters.apply')}</button>
      </form>
    </details>
  );
}

export function hasActiveFilter(query: SearchQuery): boolean {
  return query.freshness !== 'any' || Object.keys(query.image).length > 0 || Object.keys(query.video).length > 0;
}
