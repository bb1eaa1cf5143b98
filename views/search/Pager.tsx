import { useRequest } from '../use-request.tsx';

/** The current page's address at page `p`. */
export function usePageHref(): (p: number) => string {
  const { path, query } = useRequest();
  return (p: number) => {
    const params = new URLSearchParams(query);
    if (p > 1) params.set('p', String(p));
    else params.delete('p');
    return `${path}?${params.toString()}`;
  };
}

/**
 * Previous / next links (plain links: paging works without JavaScript). The images tab has its
 * own 'More images' link instead of 'Next' (withNext false).
 */
export function Pager({
  page,
  hasMore,
  maxPage,
  withNext = true,
}: {
  page: number;
  hasMore: boolean;
  maxPage: number;
  withNext?: boolean;
}) {
  const { t } = useRequest();
  const href = usePageHref();
  const next = withNext && hasMore && page < maxPage;
  if (page <= 1 && !next) return null;
  return (
    <nav className="pager" aria-label={t('search.pager.label')}>
      {page > 1 ? (
        <a rel="prev" href={href(page - 1)}>
          {t('search.pager.previous')}
        </a>
      ) : null}
      <span aria-current="page">{t('search.pager.page', { page })}</span>
      {next ? (
        <a rel="next" href={href(page + 1)}>
          {t('search.pager.next')}
        </a>
      ) : null}
    </nav>
  );
}
