/**
 * A quiet line above the results naming the search operators the query used (quotes, -word,
 * site:, OR, intitle:; server/shared/query-operators.ts), so a visitor sees they were applied.
 * Every provider applies all five: the local index itself, Brave and SearXNG in their syntax.
 */
import type { TFunction } from 'i18next';
import { type OperatorName, parseQuery } from '../../server/shared/query-operators.ts';
import { useRequest } from '../use-request.tsx';

/** Literal keys, so the locale test sees each one used. */
function operatorName(t: TFunction, name: OperatorName): string {
  const names: Record<OperatorName, string> = {
    phrase: t('search.operators.phrase'),
    exclude: t('search.operators.exclude'),
    site: t('search.operators.site'),
    or: t('search.operators.or'),
    intitle: t('search.operators.intitle'),
  };
  return names[name];
}

export function OperatorsLine({ text }: { text: string }) {
  const { t, locale } = useRequest();
  const { operators } = parseQuery(text);
  if (operators.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    operators.map((name) => operatorName(t, name)),
  );
  return (
    <p className="notice notice--small operators-line">
      {t('search.operators.applied', { list })} <a href="/bangs#operators">{t('search.operators.help')}</a>
    </p>
  );
}
