/**
 * /bangs: the !bangs, from the same table as the 'Try with…' and 'Other search' menus
 * (server/shared/bangs.ts), grouped as the menus are, then the search operators with examples.
 */
import type { TFunction } from 'i18next';
import { bangList } from '../../server/shared/bangs.ts';
import type { OperatorName } from '../../server/shared/query-operators.ts';
import { groupHeading } from '../components/SearchMenus.tsx';
import { useRequest } from '../use-request.tsx';

/** Operator examples are typed syntax, the same in every language; what they find is translated. */
function operatorRows(t: TFunction): [OperatorName, string, string][] {
  return [
    ['phrase', '"red fox"', t('bangs.operators.phrase')],
    ['exclude', 'fox -arctic', t('bangs.operators.exclude')],
    ['site', 'fox site:wikipedia.org', t('bangs.operators.site')],
    ['or', 'fox OR wolf', t('bangs.operators.or')],
    ['intitle', 'intitle:fox', t('bangs.operators.intitle')],
  ];
}

function BangTable({ caption, bangs }: { caption: string; bangs: { bang: string; name: string; id: string }[] }) {
  const { t } = useRequest();
  return (
    <div className="info-table info-table--pairs">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bangs.bang')}</th>
            <th scope="col">{t('bangs.site')}</th>
          </tr>
        </thead>
        <tbody>
          {bangs.map(({ bang, name, id }) => (
            <tr key={id}>
              <th scope="row">
                <code>{`!${bang}`}</code>
              </th>
              <td>{name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BangsPage() {
  const { t } = useRequest();
  return (
    <article className="info-page">
      <h1>{t('bangs.title')}</h1>
      <p className="info-page__lead">{t('bangs.lead')}</p>
      <p>{t('bangs.unknown')}</p>
      {bangList().map(({ group, bangs }) => (
        <section key={group} id={`bangs-${group}`} aria-labelledby={`bangs-${group}-title`}>
          <h2 id={`bangs-${group}-title`}>{groupHeading(t, group)}</h2>
          <BangTable caption={groupHeading(t, group)} bangs={bangs} />
        </section>
      ))}
      <section id="operators" aria-labelledby="operators-title">
        <h2 id="operators-title">{t('bangs.operators.title')}</h2>
        <p>{t('bangs.operators.lead')}</p>
        <div className="info-table info-table--pairs">
          <table>
            <caption className="visually-hidden">{t('bangs.operators.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bangs.operators.example')}</th>
                <th scope="col">{t('bangs.operators.finds')}</th>
              </tr>
            </thead>
            <tbody>
              {operatorRows(t).map(([name, example, finds]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{example}</code>
                  </th>
                  <td>{finds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
