import { Island } from '../components/Island.tsx';
import { useRequest } from '../use-request.tsx';
import { usePageHref } from './Pager.tsx';

/**
 * 'More images': a plain link to the next page of images (works without JavaScript); the island
 * (client/islands/MoreImagesIsland.tsx) loads it in place once the visitor interacts with it.
 */
export function MoreImages({ page, hasMore, maxPage }: { page: number; hasMore: boolean; maxPage: number }) {
  const { t } = useRequest();
  const href = usePageHref();
  if (!hasMore || page >= maxPage) return null;
  return (
    <Island
      name="MoreImages"
      hydrate="interaction"
      props={{ href: href(page + 1), label: t('search.groups.moreImages') }}
    />
  );
}
