/**
 * /settings/restore: what a restore link will apply, and a form to confirm it (a POST with the
 * same link), since opening a link must never change anyone's settings by itself. A link that
 * cannot be read, or a restore that failed, shows why instead, and that nothing changed.
 */
import type { Settings } from '../../server/shared/account-settings.ts';
import { RestoreSummary } from '../settings/RestoreSummary.tsx';
import { useRequest } from '../use-request.tsx';

/** Why a link is not applied: keys of `restore.errors`. */
export type RestoreErrorKey = 'empty' | 'malformed' | 'unknownVersion' | 'invalidSetting' | 'tooManyRules' | 'failed';

export type RestorePageProps =
  | {
      kind: 'confirm';
      /** The link's `s`, posted back as it came. */
      s: string;
      settings: Settings;
      /** False when the rules are too many for this browser's cookie and no account holds them. */
      rulesFit: boolean;
    }
  | { kind: 'error'; error: RestoreErrorKey };

function RestoreError({ error }: { error: RestoreErrorKey }) {
  const { t } = useRequest();
  return (
    <section className="restore restore--error">
      <h1>{t('restore.errors.title')}</h1>
      <p className="field-error" role="alert">
        {t(`restore.errors.${error}`)}
      </p>
      <p>{t('restore.errors.nothingChanged')}</p>
      <a className="button" href="/settings">
        {t('restore.errors.back')}
      </a>
    </section>
  );
}

export function RestoreSettingsPage(props: RestorePageProps) {
  const { t, visitor } = useRequest();
  if (props.kind === 'error') return <RestoreError error={props.error} />;
  return (
    <section className="restore">
      <h1>{t('restore.title')}</h1>
      <p>{t('restore.confirm.intro')}</p>
      <RestoreSummary settings={props.settings} />
      {visitor?.account ? <p className="notice">{t('restore.confirm.account')}</p> : null}
      {props.rulesFit ? null : (
        <p className="field-error" role="alert">
          {t('restore.errors.tooManyRules')}
        </p>
      )}
      <form className="restore__actions" method="post" action="/settings/restore">
        <input type="hidden" name="s" value={props.s} />
        {props.rulesFit ? <button type="submit">{t('restore.confirm.apply')}</button> : null}
        <a href="/settings">{t('restore.confirm.cancel')}</a>
      </form>
      <p className="privacy-note">{t('restore.confirm.nothingYet')}</p>
    </section>
  );
}
