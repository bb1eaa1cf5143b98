/**
 * /press: the press kit. The facts are computed from the site's data (the partner list, the
 * languages it serves), so they stay true when an operator changes them; the files are those of
 * views/content/press-kit.ts, each with a preview and a download link; the coverage is the
 * operator's list of press mentions.
 */

import { intlFormat } from '../../../server/shared/intl-formats.ts';
import { LOCALES } from '../../../server/shared/locale-choice.ts';
import { PARTNERS } from '../../../server/shared/partners.ts';
import { CoverageStyles, PressMentionList, useCoverage } from '../../components/PressMentions.tsx';
import { PRESS_COPY } from '../../content/pages/press.ts';
import { PRESS_KIT_FILES, type PressKitFile } from '../../content/press-kit.ts';
import { useRequest } from '../../use-request.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { useLocalHref } from './local-href.ts';

function PressFacts() {
  const { t, locale } = useRequest();
  const localHref = useLocalHref();
  const list = (items: readonly string[]) => intlFormat(Intl.ListFormat, locale, { type: 'conjunction' }).format(items);
  const countries = [...new Set(PARTNERS.map((p) => p.country[locale]))];
  const languages = LOCALES.map((l) => intlFormat(Intl.DisplayNames, locale, { type: 'language' }).of(l) ?? l);
  return (
    <dl className="press-facts">
      <div>
        <dt>{t('info.press.facts.partners')}</dt>
        <dd>
          <a href={localHref('/partners')}>
            {t('info.press.facts.partnersValue', { count: PARTNERS.length, names: list(countries) })}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('info.press.facts.money')}</dt>
        <dd>
          {t('info.press.facts.moneyValue')}{' '}
          <a href={localHref('/partners/transparency')}>{t('info.press.facts.moneyLink')}</a>
        </dd>
      </div>
      <div>
        <dt>{t('info.press.facts.privacy')}</dt>
        <dd>{t('info.press.facts.privacyValue')}</dd>
      </div>
      <div>
        <dt>{t('info.press.facts.languages')}</dt>
        <dd>{list(languages)}</dd>
      </div>
    </dl>
  );
}

function KitFile({ file }: { file: PressKitFile }) {
  const { t } = useRequest();
  const name = file.href.slice(1);
  const size = file.size ? `${file.size.width}\u00a0×\u00a0${file.size.height}\u00a0px` : t('info.press.files.vector');
  return (
    <li className="press-kit__file">
      {/* A preview only: the caption names the file, so the image itself needs no text. */}
      <img className="press-kit__preview" src={file.href} alt="" width={96} height={96} loading="lazy" />
      <p className="press-kit__label">{t(`info.press.files.${file.labelKey}`)}</p>
      <p className="press-kit__meta">
        {file.format}, {size}
      </p>
      <a href={file.href} download={name}>
        {t('info.press.files.download', { name })}
      </a>
    </li>
  );
}

/** Every mention of the operator's list, newest first; an honest 'none yet' while it is empty. */
function PressCoverage() {
  const { t } = useRequest();
  const { mentions } = useCoverage();
  if (mentions.length === 0) return <p>{t('info.press.noCoverage')}</p>;
  return (
    <>
      <CoverageStyles />
      <PressMentionList mentions={mentions} />
    </>
  );
}

function PressKit() {
  return (
    <ul className="press-kit">
      {PRESS_KIT_FILES.map((file) => (
        <KitFile key={file.href} file={file} />
      ))}
    </ul>
  );
}

export function PressPage() {
  const { locale } = useRequest();
  return (
    <InfoArticle
      titleKey="info.press.title"
      copy={PRESS_COPY[locale]}
      slots={{ 'press-facts': <PressFacts />, 'press-kit': <PressKit />, 'press-coverage': <PressCoverage /> }}
    />
  );
}
