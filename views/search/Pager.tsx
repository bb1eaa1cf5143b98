import { useRequest } from '../request-context.tsx';

/** Previous / next links (plain links: paging works without JavaScript). */
export function Pager({ page, hasMore, maxPage }: { page: number; hasMore: boolean; maxPage: number }) {
  const { t, path, query } = useRequest();
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    if (p > 1) params.set('p', String(p));
    else params.delete('p');
    return `${path}?${params.toString()}`;
  };
  const next = hasMore && page < maxPage;
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
