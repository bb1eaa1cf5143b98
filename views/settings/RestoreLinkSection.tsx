/**
 * 'Use these settings in another browser' on /settings: the restore link in a read-only field
 * (selectable and copyable without JavaScript) and its QR code, drawn on the server. The link is
 * all that carries the settings, so the section says to keep it private.
 */
import { useRequest } from '../use-request.tsx';

export interface RestoreLink {
  /** `<BASE_URL>/settings/restore?s=…`, every preference and site rule of the visitor. */
  url: string;
  /** The link's QR code as an SVG document; absent when the link is too long for one. */
  qrSvg?: string;
}

export function RestoreLinkSection({ link }: { link: RestoreLink }) {
  const { t } = useRequest();
  return (
    <section className="settings-panel settings-transfer" aria-labelledby="settings-transfer-title">
      <h2 id="settings-transfer-title">{t('restore.link.title')}</h2>
      <p>{t('restore.link.intro')}</p>
      <div className="settings-transfer__body">
        <p className="settings-transfer__field">
          <label className="settings-transfer__label" htmlFor="settings-restore-link">
            {t('restore.link.field')}
          </label>
          <textarea
            id="settings-restore-link"
            readOnly
            rows={4}
            spellCheck={false}
            autoComplete="off"
            defaultValue={link.url}
          />
        </p>
        {link.qrSvg ? (
          <div
            className="settings-transfer__qr"
            role="img"
            aria-label={t('restore.link.qr')}
            // SVG drawn by the qrcode package from our own link: paths and two fixed colours.
            dangerouslySetInnerHTML={{ __html: link.qrSvg }}
          />
        ) : (
          <p className="privacy-note">{t('restore.link.qrTooLong')}</p>
        )}
      </div>
      <p className="privacy-note settings-transfer__private">{t('restore.link.private')}</p>
    </section>
  );
}
