/**
 * /share: Karma's address in a field ready to copy, and a prepared e-mail. Plain links only:
 * no share buttons that would load another company's script.
 */
import { SHARE_COPY } from '../../content/pages/share.ts';
import { useRequest } from '../../use-request.tsx';
import { InfoArticle } from './InfoArticle.tsx';

function ShareTools() {
  const { t, locale, config } = useRequest();
  const url = `${config.baseUrl}/${locale}`;
  const mail = new URLSearchParams({ subject: t('info.share.emailSubject'), body: t('info.share.emailBody', { url }) });
  return (
    <>
      <p>
        <label className="copy-field">
          <span>{t('info.share.linkLabel')}</span>
          <input type="text" readOnly value={url} />
        </label>
      </p>
      <p>
        {/* URLSearchParams writes spaces as '+', which mail clients show as is. */}
        <a href={`mailto:?${mail.toString().replaceAll('+', '%20')}`}>{t('info.share.byEmail')}</a>
      </p>
    </>
  );
}

export function SharePage() {
  const { locale } = useRequest();
  return (
    <InfoArticle titleKey="info.share.title" copy={SHARE_COPY[locale]} slots={{ 'share-tools': <ShareTools /> }} />
  );
}
