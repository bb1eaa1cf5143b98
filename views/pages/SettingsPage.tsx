/**
 * /settings: a plain GET-rendered form that POSTs to /settings (cookies, and the account when
 * logged in) and comes back with a confirmation; the SettingsSaver island saves in place. Below
 * the form: the way to the site rules, the link that carries these settings to another browser,
 * and the account.
 */

import type { ReactNode } from 'react';
import { COLOR_MODES } from '../../client/contract/color-mode.ts';
import {
  ASSOCIATIONS,
  defaultAssociations,
  LEARN_ACT_REGIONS,
  MAIL_ENVIRONMENTS,
  regionAssociations,
  SEARCH_REGIONS,
  type Settings,
} from '../../server/shared/account-settings.ts';
import { intlFormat } from '../../server/shared/intl-formats.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { Island } from '../components/Island.tsx';
import { type RestoreLink, RestoreLinkSection } from '../settings/RestoreLinkSection.tsx';
import { SiteRulesLink } from '../settings/SiteRulesLink.tsx';
import { useRequest } from '../use-request.tsx';

/** What the loader hands the restore section (server/routes/settings-restore.tsx builds it). */
export type { RestoreLink };

export const ASSOCIATION_NAMES: Record<(typeof ASSOCIATIONS)[number], string> = {
  ASPAS: 'ASPAS',
  NAAT: 'Notre Affaire À Tous',
  L214: 'L214',
  HSUK: 'Humane World for Animals UK',
  RWLD: 'Re:wild',
  INAT: 'iNaturalist',
};

/** A search region as the settings page and the restore page name it: 'France (French)'. */
export function regionLabel(code: string, locale: string, international: string): string {
  const [language, country] = code.split('-');
  if (!country) return international;
  const region = intlFormat(Intl.DisplayNames, locale, { type: 'region' }).of(country) ?? country;
  const lang = intlFormat(Intl.DisplayNames, locale, { type: 'language' }).of(language ?? '') ?? language;
  return `${region} (${lang})`;
}

function Radio(props: { name: string; value: string; checked: boolean; label: string; describedBy?: string }) {
  const { name, value, checked, label, describedBy } = props;
  const id = `setting-${name}-${value}`;
  return (
    <span className="choice">
      <input type="radio" id={id} name={name} value={value} defaultChecked={checked} aria-describedby={describedBy} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <p className="field settings__card">
      <label htmlFor={id}>{label}</label>
      {children}
    </p>
  );
}

/**
 * Which partners the 'default' choice means for the saved region: ticked, those working in the
 * region's country marked as coming from it (International, or a country without a partner,
 * means every partner, none of them 'from your region'), and not editable here (no name: nothing is posted). CSS shows this list while
 * 'default' is chosen and the editable boxes while 'custom' is.
 */
function RegionAssociations({ settings }: { settings: Settings }) {
  const { t, locale } = useRequest();
  const region = defaultAssociations(settings.searchRegion);
  const fromRegion = regionAssociations(settings.searchRegion);
  return (
    <div className="settings__region" id="setting-associations-default">
      {/* Which partners 'default' means, for the region saved (the form shows it again once saved). */}
      <span className="privacy-note" id="setting-associations-region">
        {t('settings.associations.regionPartners', {
          region: regionLabel(settings.searchRegion, locale, t('settings.international')),
          names: intlFormat(Intl.ListFormat, locale, { type: 'conjunction' }).format(
            region.map((a) => ASSOCIATION_NAMES[a]),
          ),
        })}
      </span>
      <span className="choices">
        {region.map((a) => (
          <span key={a} className="choice">
            <input type="checkbox" id={`setting-region-association-${a}`} defaultChecked disabled />
            <label htmlFor={`setting-region-association-${a}`}>
              {ASSOCIATION_NAMES[a]}
              {fromRegion.includes(a) ? (
                <>
                  {' '}
                  <span className="settings__tag">{t('settings.associations.fromRegion')}</span>
                </>
              ) : null}
            </label>
          </span>
        ))}
      </span>
    </div>
  );
}

export function SettingsPage({
  settings,
  error,
  restoreLink,
}: {
  settings: Settings;
  error?: string;
  /** The restore link of the saved settings; absent when a refused form shows the page again. */
  restoreLink?: RestoreLink;
}) {
  const { t, locale, query, visitor } = useRequest();
  const account = visitor?.account;
  // Choosing 'custom' starts from the region's partners when nothing was chosen before.
  const custom =
    settings.associations === 'default' ? defaultAssociations(settings.searchRegion) : settings.associations;
  return (
    <section className="settings">
      <h1>{t('pages.settings.title')}</h1>
      {query.saved === '1' ? (
        <p className="notice" role="status">
          {t('settings.saved')}
        </p>
      ) : null}
      {query.restored === '1' ? (
        <p className="notice" role="status">
          {t('restore.restored')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <form id="settings-form" className="settings__form" method="post" action="/settings">
        <div className="settings__column">
          <fieldset className="settings__card settings__segmented">
            <legend>{t('settings.safeSearch.label')}</legend>
            {(['off', 'moderate', 'strict'] as const).map((v) => (
              <Radio
                key={v}
                name="safeSearch"
                value={v}
                checked={settings.safeSearch === v}
                label={t(`search.filters.safe.${v}`)}
              />
            ))}
          </fieldset>
          <fieldset className="settings__card">
            <legend>{t('settings.personalized.label')}</legend>
            <span className="choice">
              <input
                type="checkbox"
                id="setting-personalized"
                name="personalized"
                value="1"
                defaultChecked={settings.personalized}
              />
              <label htmlFor="setting-personalized">{t('settings.personalized.description')}</label>
            </span>
          </fieldset>
          <Field id="setting-region" label={t('settings.searchRegion')}>
            <select id="setting-region" name="searchRegion" defaultValue={settings.searchRegion}>
              {SEARCH_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {regionLabel(r, locale, t('settings.international'))}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="settings__card settings__associations">
            <legend>{t('settings.associations.label')}</legend>
            <Radio
              name="associationsMode"
              value="default"
              checked={settings.associations === 'default'}
              label={t('settings.associations.default')}
              describedBy="setting-associations-region"
            />
            <RegionAssociations settings={settings} />
            <Radio
              name="associationsMode"
              value="custom"
              checked={settings.associations !== 'default'}
              label={t('settings.associations.custom')}
            />
            <span className="choices settings__custom">
              {ASSOCIATIONS.map((a) => (
                <span key={a} className="choice">
                  <input
                    type="checkbox"
                    id={`setting-association-${a}`}
                    name="associations"
                    value={a}
                    defaultChecked={custom.includes(a)}
                  />
                  <label htmlFor={`setting-association-${a}`}>{ASSOCIATION_NAMES[a]}</label>
                </span>
              ))}
            </span>
          </fieldset>
        </div>
        <div className="settings__column">
          <Field id="setting-locale" label={t('settings.language')}>
            <select id="setting-locale" name="locale" defaultValue={settings.locale}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`language.names.${l}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="setting-learn-act" label={t('settings.learnActRegion')}>
            <select id="setting-learn-act" name="learnActRegion" defaultValue={settings.learnActRegion}>
              {LEARN_ACT_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r === 'INTL'
                    ? t('settings.international')
                    : (intlFormat(Intl.DisplayNames, locale, { type: 'region' }).of(r) ?? r)}
                </option>
              ))}
            </select>
          </Field>
          <p className="field settings__card" id="mail-shortcuts">
            <label htmlFor="setting-mail">{t('settings.mailShortcuts')}</label>
            <select id="setting-mail" name="serviceProvider" defaultValue={settings.serviceProvider ?? ''}>
              <option value="">{t('settings.none')}</option>
              {MAIL_ENVIRONMENTS.map((m) => (
                <option key={m} value={m}>
                  {t(`settings.mailEnvironments.${m}`)}
                </option>
              ))}
            </select>{' '}
            {/* The header's mail shortcut popover, rendered open (works without JavaScript). */}
            <a href="/settings?mail=open">{t('mailShortcuts.open')}</a>
          </p>
          {/* The one theme choice of this page: the footer's switch is hidden here (settings.css). */}
          <fieldset className="settings__card settings__segmented">
            <legend>{t('colorMode.legend')}</legend>
            {COLOR_MODES.map((m) => (
              <Radio
                key={m}
                name="colorMode"
                value={m}
                checked={settings.colorMode === m}
                label={t(`colorMode.${m}`)}
              />
            ))}
          </fieldset>
        </div>
        <div className="settings__actions">
          <button type="submit">{t('settings.save')}</button>
          <Island
            name="SettingsSaver"
            props={{ formId: 'settings-form', saved: t('settings.saved'), failed: t('settings.failed') }}
          />
        </div>
      </form>
      <SiteRulesLink count={settings.siteRules.length} />
      {restoreLink ? <RestoreLinkSection link={restoreLink} /> : null}
      <section className="my-account" aria-labelledby="my-account-title">
        <h2 id="my-account-title">{t('settings.account.title')}</h2>
        {/* What logging in does to this device's settings and counter (server/accounts/device-at-login.ts). */}
        <p className="privacy-note">{t('settings.account.loginRule')}</p>
        {account ? (
          <>
            <p>{t('settings.account.connected', { email: account.email })}</p>
            <a href="/account/export">{t('settings.account.export')}</a>
            <form method="post" action="/auth/logout">
              <input type="hidden" name="next" value="/settings" />
              <button type="submit">{t('settings.account.logout')}</button>
            </form>
          </>
        ) : (
          <>
            <p>{t('settings.account.disconnected')}</p>
            <a className="button" href="/auth/login">
              {t('pages.login.title')}
            </a>
          </>
        )}
      </section>
    </section>
  );
}
