import { LOCALES } from '../../server/shared/locale-choice.ts';
import { useRequest } from '../use-request.tsx';
import { localizedHref } from './localized-href.ts';

/** Plain links: switching language keeps the page (and its query) and needs no JavaScript. */
export function LanguageSwitch() {
  const { t, locale, path, originalUrl, prefixable } = useRequest();
  const queryStart = originalUrl.indexOf('?');
  const search = queryStart === -1 ? '' : originalUrl.slice(queryStart);
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localizedHref(l, path, search, prefixable)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
            >
              {t(`language.names.${l}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
