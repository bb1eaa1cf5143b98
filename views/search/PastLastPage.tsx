import { useRequest } from '../use-request.tsx';
import { usePageHref } from './Pager.tsx';

/**
 * A page past the last one with results (an old link, a hand-edited `p=`): says so and links to
 * that last page, in place of the pager, whose 'Page 10' and 'Previous' would suggest the
 * results were lost rather than ended. With a provider whose lookups cost ('unknown': the pages
 * are not probed), it links to the first page.
 */
export function PastLastPage({ lastPage }: { lastPage: number | 'unknown' }) {
  const { t } = useRequest();
  const href = usePageHref();
  if (lastPage === 'unknown') {
    return (
      <section className="no-results">
        <h2>{t('search.pastLastPage.unknownTitle')}</h2>
        <a href={href(1)}>{t('search.pastLastPage.unknownLink')}</a>
      </section>
    );
  }
  return (
    <section className="no-results">
      <h2>{t('search.pastLastPage.title', { page: lastPage })}</h2>
      <a href={href(lastPage)}>{t('search.pastLastPage.link', { page: lastPage })}</a>
    </section>
  );
}
