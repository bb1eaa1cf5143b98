/**
 * /privacy: the typed copy plus what depends on this server: the cookie table (with the analytics
 * note for its configuration) and who receives searches with the configured results provider.
 */
import { PRIVACY_COPY, SEARCH_PROVIDER_COPY } from '../../content/pages/privacy.ts';
import { providerPrivacyHref } from '../../content/provider-privacy.ts';
import { useRequest } from '../../request-context.tsx';
import { CookieTable } from './CookieTable.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { isSitePath } from './local-href.ts';
import { ExternalLink } from './Prose.tsx';

function SearchProviderNotice() {
  const { t, locale, config } = useRequest();
  const notice = providerPrivacyHref(config.search);
  return (
    <>
      <p>{SEARCH_PROVIDER_COPY[locale][config.search.provider]}</p>
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
