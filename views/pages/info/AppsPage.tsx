/**
 * /apps: the extension's store pages (only those configured: CHROME_STORE_URL and the others) and
 * how to add Karma as a search engine by hand, with this server's search address.
 */

import type { StoreUrls } from '../../../server/shared/app-links.ts';
import { APPS_COPY } from '../../content/pages/apps.ts';
import { useRequest } from '../../use-request.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { ExternalLink } from './Prose.tsx';

const STORES: readonly { key: keyof StoreUrls; name: string }[] = [
  { key: 'chrome', name: 'Chrome Web Store' },
  { key: 'edge', name: 'Microsoft Edge Add-ons' },
  { key: 'firefox', name: 'Firefox Add-ons' },
  { key: 'safari', name: 'Safari (App Store)' },
];

function StoreLinks() {
  const { t, config } = useRequest();
  const available = STORES.flatMap(({ key, name }) => {
    const href = config.storeUrls[key];
    return href ? [{ key, name, href }] : [];
  });
  if (available.length === 0) return <p>{t('info.apps.noStores')}</p>;
  return (
    <ul className="store-links">
      {available.map((store) => (
        <li key={store.key}>
          <ExternalLink href={store.href}>{store.name}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function SearchUrl() {
  const { t, config } = useRequest();
  return (
    <p>
      <label className="copy-field">
        <span className="visually-hidden">{t('info.apps.searchUrlLabel')}</span>
        <input type="text" readOnly value={`${config.baseUrl}/search?q=%s`} />
      </label>
    </p>
  );
}

export function AppsPage() {
  const { locale } = useRequest();
  return (
    <InfoArticle
      titleKey="info.apps.title"
      copy={APPS_COPY[locale]}
      slots={{ 'store-links': <StoreLinks />, 'search-url': <SearchUrl /> }}
    />
  );
}
