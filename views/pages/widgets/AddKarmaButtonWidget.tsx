/**
 * /addkarmabutton: one button to install Karma, for partner sites to frame. /extension picks the
 * store for the browser; it opens in a new tab, since a store page cannot work inside a frame.
 */
import { useRequest } from '../../use-request.tsx';

export function AddKarmaButtonWidget() {
  const { t } = useRequest();
  return (
    <>
      <h1 className="visually-hidden">{t('pages.addkarmabutton.title')}</h1>
      <p className="widget-button">
        <a className="button" href="/extension" target="_blank" rel="noreferrer noopener">
          {t('layout.addToBrowser')}
        </a>
      </p>
    </>
  );
}
