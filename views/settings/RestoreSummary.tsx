/**
 * What a restore link will apply, read before confirming: each setting with its label and value
 * as the settings page words them, then the site rules, each host with its action.
 */
import type { Settings } from '../../server/shared/account-settings.ts';
import { intlFormat } from '../../server/shared/intl-formats.ts';
import { ASSOCIATION_NAMES, regionLabel } from '../pages/SettingsPage.tsx';
import { useRequest } from '../use-request.tsx';

/** Each preference as a [label, value] row, in the settings page's order. */
function settingRows(settings: Settings, t: ReturnType<typeof useRequest>['t'], locale: string): [string, string][] {
  const international = t('settings.international');
  const associations =
    settings.associations === 'default'
      ? t('restore.values.defaultPartners')
      : intlFormat(Intl.ListFormat, locale, { type: 'conjunction' }).format(
          settings.associations.map((a) => ASSOCIATION_NAMES[a]),
        );
  const learnAct =
    settings.learnActRegion === 'INTL'
      ? international
      : (intlFormat(Intl.DisplayNames, locale, { type: 'region' }).of(settings.learnActRegion) ??
        settings.learnActRegion);
  return [
    [t('settings.safeSearch.label'), t(`search.filters.safe.${settings.safeSearch}`)],
    [t('settings.personalized.label'), t(settings.personalized ? 'restore.values.on' : 'restore.values.off')],
    [t('settings.searchRegion'), regionLabel(settings.searchRegion, locale, international)],
    [t('settings.associations.label'), associations],
    [t('settings.language'), t(`language.names.${settings.locale}`)],
    [t('settings.learnActRegion'), learnAct],
    [
      t('settings.mailShortcuts'),
      settings.serviceProvider ? t(`settings.mailEnvironments.${settings.serviceProvider}`) : t('settings.none'),
    ],
    [t('colorMode.legend'), t(`colorMode.${settings.colorMode}`)],
  ];
}

export function RestoreSummary({ settings }: { settings: Settings }) {
  const { t, locale } = useRequest();
  const rules = settings.siteRules;
  return (
    <>
      <dl className="restore__settings">
        {settingRows(settings, t, locale).map(([label, value]) => (
          <div key={label} className="restore__setting">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="restore__rules-title">
        {t('restore.confirm.rulesTitle')}
        {rules.length > 0 ? ` (${t('restore.sites.count', { count: rules.length })})` : null}
      </h2>
      {rules.length > 0 ? (
        <ul className="restore__rules">
          {rules.map((rule) => (
            <li key={rule.host}>
              <span className="restore__host">{rule.host}</span>{' '}
              <span className={`restore__action restore__action--${rule.action}`}>
                {t(`restore.actions.${rule.action}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="privacy-note">{t('restore.confirm.noRules')}</p>
      )}
    </>
  );
}
