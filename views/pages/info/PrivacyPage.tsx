/**
 * /privacy: the typed copy plus what depends on this server: the cookie table (with the analytics
 * note for its configuration) and who receives searches with the configured results provider.
 */

import { isSitePath } from '../../../server/shared/local-href.ts';
import { OPEN_SOURCES_COPY, PRIVACY_COPY, SEARCH_PROVIDER_COPY } from '../../content/pages/privacy.ts';
import { providerPrivacyHref } from '../../content/provider-privacy.ts';
import { sourceName } from '../../search/SourceCredit.tsx';
import { useRequest } from '../../use-request.tsx';
import { CookieTable } from './CookieTable.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { ExternalLink } from './Prose.tsx';

/** Sources the first paragraph already speaks for (SEARCH_PROVIDER_COPY). */
const CONFIGURED_PROVIDERS = new Set(['local', 'searxng', 'brave']);

function SearchProviderNotice() {
  const { t, locale, config } = useRequest();
  const notice = providerPrivacyHref(config.search);
  const open = [...new Set(Object.values(config.search.sources ?? {}).flat())].filter(
    (source) => !CONFIGURED_PROVIDERS.has(source),
  );
  return (
    <>
      {/* The local index's paragraph says no other company receives a search: not so beside open APIs. */}
      {open.length > 0 && config.search.provider === 'local' ? null : (
        <p>{SEARCH_PROVIDER_COPY[locale][config.search.provider]}</p>
      )}
      {open.length > 0 ? <p>{OPEN_SOURCES_COPY[locale](open.map(sourceName).join(', '))}</p> : null}
      {isSitePath(notice) ? null : (
        <p>
          <ExternalLink href={notice}>{t('footer.links.providerPrivacy')}</ExternalLink>
        </p>
      )}
    </>
  );
}

export function PrivacyPage() {
  const { locale } = useRequest();
  return (
    <InfoArticle
      titleKey="info.privacy.title"
      copy={PRIVACY_COPY[locale]}
      slots={{ 'cookie-table': <CookieTable />, 'search-provider': <SearchProviderNotice /> }}
    />
  );
}
