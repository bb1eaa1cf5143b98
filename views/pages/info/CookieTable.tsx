/**
 * The list of Karma's cookies (views/content/cookie-list.ts) as a table, with the note on audience
 * measurement that matches this server's configuration (TAG_MANAGER_ID set or not).
 */
import { ANALYTICS_NOTE, COOKIE_LIST } from '../../content/cookie-list.ts';
import { useRequest } from '../../use-request.tsx';

export function CookieTable() {
  const { t, locale, config } = useRequest();
  const note = ANALYTICS_NOTE[locale];
  return (
    <>
      <div className="info-table">
        <table>
          <caption className="visually-hidden">{t('info.cookies.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('info.cookies.name')}</th>
              <th scope="col">{t('info.cookies.purpose')}</th>
              <th scope="col">{t('info.cookies.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_LIST.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{cookie.purpose[locale]}</td>
                <td>{t('info.cookies.oneYear')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{config.tagManagerId ? note.withConsent : note.none}</p>
    </>
  );
}
