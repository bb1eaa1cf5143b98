/**
 * The proof side of /partners/transparency (./TransparencyPage.tsx): how to check the figures
 * (the key, the statements, the verifier and the command that runs it), what the signatures
 * prove and what they cannot, and, per month, the share, the payouts and the statement's
 * fingerprint. Paths are the server's (server/routes/transparency.tsx).
 */

import { intlFormat } from '../../server/shared/intl-formats.ts';
import { PARTNERS } from '../../server/shared/partners.ts';
import type { MonthFigures, StatementSummary } from '../../server/shared/transparency-report.ts';
import { useRequest } from '../use-request.tsx';

const KEY = '/partners/transparency/key';
const STATEMENTS = '/partners/transparency/statements.json';
const VERIFIER = '/partners/transparency/verify-statements.mjs';

export function TransparencyVerify() {
  const { t, config } = useRequest();
  return (
    <section className="transparency-verify" aria-labelledby="transparency-verify">
      <h2 id="transparency-verify">{t('transparency.verifyTitle')}</h2>
      <p>{t('transparency.verifyIntro')}</p>
      <pre>
        <code>{`node verify-statements.mjs ${config.baseUrl}`}</code>
      </pre>
      <ul>
        <li>
          <a href={KEY} type="application/json">
            {t('transparency.keyLink')}
          </a>
        </li>
        <li>
          <a href={STATEMENTS} type="application/json">
            {t('transparency.statementsLink')}
          </a>
        </li>
        <li>
          <a href={VERIFIER} download="verify-statements.mjs">
            {t('transparency.verifierLink')}
          </a>
        </li>
      </ul>
      <h3>{t('transparency.provenTitle')}</h3>
      <p>{t('transparency.proven')}</p>
      <h3>{t('transparency.notProvenTitle')}</h3>
      <p>{t('transparency.notProven')}</p>
    </section>
  );
}

export function TransparencyMonthProof({
  figures,
  statement,
  money,
  monthName,
}: {
  figures: MonthFigures;
  statement: StatementSummary | undefined;
  money: (minor: number) => string;
  monthName: string;
}) {
  const { t, locale } = useRequest();
  const percent = intlFormat(Intl.NumberFormat, locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    figures.sharePpm / 1_000_000,
  );
  const day = intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeZone: 'UTC' });
  const nameOf = (id: string) => PARTNERS.find((p) => p.value === id)?.label ?? id;
  return (
    <div className="transparency-proof">
      <p className="transparency-note">{t('transparency.share', { percent })}</p>
      <h3>{t('transparency.payoutsTitle')}</h3>
      {figures.payouts.length > 0 ? (
        <ul data-payouts="">
          {figures.payouts.map((p) => (
            <li key={`${p.date} ${p.association} ${p.reference}`}>
              {t('transparency.payout', {
                amount: money(p.amount),
                name: nameOf(p.association),
                date: day.format(new Date(`${p.date}T00:00:00Z`)),
                reference: p.reference,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="transparency-note">{t('transparency.noPayouts')}</p>
      )}
      {statement ? (
        <p className="transparency-note" data-statement={statement.month}>
          <a href={statement.url} type="application/json">
            {t('transparency.statement', { month: monthName })}
          </a>
          {` (${t(statement.final ? 'transparency.statementFinal' : 'transparency.statementProvisional')}). `}
          {`${t('transparency.statementHash')} `}
          <code className="transparency-hash">{statement.sha256}</code>
        </p>
      ) : null}
    </div>
  );
}
