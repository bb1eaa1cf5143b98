/**
 * /partners/transparency: per month, newest first, what sponsored links redistributed to each
 * partner association and how many searches supported it, as a bar chart (inline SVG, drawn
 * here) and as a table with the month's totals. The figures come from the ledger
 * (server/sponsors/transparency.ts); /partners/transparency.json publishes the same.
 * Without figures (the database away) the page says so instead of showing zeros.
 *
 * Each month also says its share redistributed, its payouts with their transfer references and
 * its signed statement's fingerprint; the page links to the key, the statements and the verifier,
 * and says what the signatures prove and what they cannot (./TransparencyVerify.tsx).
 */

import { intlFormat } from '../../server/shared/intl-formats.ts';
import { PARTNERS, partnerSlug } from '../../server/shared/partners.ts';
import type { MonthFigures, StatementSummary, TransparencyReport } from '../../server/shared/transparency-report.ts';
import { BarChart } from '../components/BarChart.tsx';
import { useRequest } from '../use-request.tsx';
import { useLocalHref } from './info/local-href.ts';
import { TransparencyMonthProof, TransparencyVerify } from './TransparencyVerify.tsx';

/** Integer minor units (cents) as the locale writes the currency: 1234 EUR → '12,34 €' in French. */
export function formatMinorUnits(minor: number, currency: string, locale: string): string {
  try {
    const format = intlFormat(Intl.NumberFormat, locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    // An unknown currency code: the plain number and the code rather than a failed page.
    return `${intlFormat(Intl.NumberFormat, locale, {}).format(minor)} ${currency}`;
  }
}

function monthName(month: string, locale: string): string {
  const format = intlFormat(Intl.DateTimeFormat, locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

function Month({
  figures,
  currency,
  statement,
}: {
  figures: MonthFigures;
  currency: string;
  statement: StatementSummary | undefined;
}) {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  const money = (minor: number) => formatMinorUnits(minor, currency, locale);
  const count = (n: number) => intlFormat(Intl.NumberFormat, locale, {}).format(n);
  const name = monthName(figures.month, locale);
  const partners = figures.associations.map((a) => ({ ...a, partner: PARTNERS.find((p) => p.value === a.id) }));
  const headingId = `month-${figures.month}`;
  return (
    <section className="transparency-month" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <BarChart
        title={t('transparency.chartTitle', { month: name })}
        bars={partners.map((a) => ({
          label: a.partner?.label ?? a.id,
          value: a.redistributed,
          text: money(a.redistributed),
        }))}
      />
      <div className="info-table">
        <table>
          <caption className="visually-hidden">{t('transparency.tableCaption', { month: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transparency.association')}</th>
              <th scope="col" className="number">
                {t('transparency.redistributed')}
              </th>
              <th scope="col" className="number">
                {t('transparency.searches')}
              </th>
            </tr>
          </thead>
          <tbody>
            {partners.map((a) => (
              <tr key={a.id} data-association={a.id}>
                <th scope="row">
                  {a.partner ? <a href={localHref(`/partners/${partnerSlug(a.partner)}`)}>{a.partner.label}</a> : a.id}
                </th>
                <td className="number">{money(a.redistributed)}</td>
                <td className="number">{count(a.searches)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {figures.remainder.gross > 0 ? (
              <tr data-association="REMAINDER">
                <th scope="row">{t('transparency.remainder')}</th>
                <td className="number">{money(figures.remainder.redistributed)}</td>
                <td className="number">–</td>
              </tr>
            ) : null}
            <tr data-total="">
              <th scope="row">{t('transparency.total')}</th>
              <td className="number">{money(figures.totals.redistributed)}</td>
              <td className="number">{count(figures.totals.searches)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="transparency-note">
        {t('transparency.gross', { amount: money(figures.totals.gross), month: name })}
      </p>
      <TransparencyMonthProof figures={figures} statement={statement} money={money} monthName={name} />
    </section>
  );
}

export function TransparencyPage({
  report,
  statements,
}: {
  report: TransparencyReport | undefined;
  /** The signed statements, when they could be read. */
  statements?: readonly StatementSummary[];
}) {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  const updated = report
    ? intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        report.updated,
      )
    : '';
  return (
    <article className="info-page transparency">
      <p className="partner__back">
        <a href={localHref('/partners')}>{t('partners.back')}</a>
      </p>
      <h1>{t('transparency.title')}</h1>
      <p className="info-page__lead">{t('transparency.intro')}</p>
      {report ? (
        <>
          <p>
            {`${t('transparency.updated')} `}
            <time dateTime={report.updated.toISOString()}>{`${updated} UTC`}</time>
          </p>
          <p className="transparency-note">{t('transparency.remainderNote')}</p>
          {report.otherCurrencies.length > 0 ? (
            <p className="transparency-note">
              {t('transparency.otherCurrencies', {
                currency: report.currency,
                others: report.otherCurrencies.join(', '),
              })}
            </p>
          ) : null}
          <p>
            <a href="/partners/transparency.json" type="application/json">
              {t('transparency.json')}
            </a>
            {' · '}
            <a href="/partners/transparency.csv" type="text/csv" download="">
              {t('transparency.csv')}
            </a>
          </p>
          <TransparencyVerify />
          {report.months.map((month) => (
            <Month
              key={month.month}
              figures={month}
              currency={report.currency}
              statement={statements?.find((s) => s.month === month.month)}
            />
          ))}
        </>
      ) : (
        <p role="alert">{t('transparency.unavailable')}</p>
      )}
    </article>
  );
}
