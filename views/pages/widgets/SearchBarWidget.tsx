/**
 * /searchbar: only a search box, for the extension and partner sites to frame. A plain GET form
 * rather than the SearchBox island: no script in the frame, and `target="_top"` so the results
 * replace the framing page instead of opening inside the small frame.
 */
import { useRequest } from '../../use-request.tsx';

export function SearchBarWidget() {
  const { t } = useRequest();
  return (
    <>
      <h1 className="visually-hidden">{t('pages.searchbar.title')}</h1>
      <form className="search-form" role="search" method="get" action="/search" target="_top">
        <label className="visually-hidden" htmlFor="searchbar-q">
          {t('search.label')}
        </label>
        <input id="searchbar-q" type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" />
        <button type="submit">{t('search.submit')}</button>
      </form>
    </>
  );
}
