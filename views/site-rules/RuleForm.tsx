/**
 * The form that sets one rule: a host as a person types or pastes it (the server normalizes and
 * validates it) and one of the four actions. Posts to /settings/sites without JavaScript.
 */
import { SITE_ACTIONS, type SiteAction } from '../../server/shared/site-rule.ts';
import { useRequest } from '../use-request.tsx';

export function RuleForm(props: { host?: string; action?: SiteAction; error?: string; returnTo: string }) {
  const { t } = useRequest();
  const chosen = props.action ?? 'block';
  return (
    <form className="settings__card site-rules__add" method="post" action="/settings/sites">
      <h2 id="site-rules-add">{t('siteRules.form.title')}</h2>
      <input type="hidden" name="return" value={props.returnTo} />
      <p className="field site-rules__field">
        <label htmlFor="site-rules-host">{t('siteRules.form.host')}</label>
        <input
          type="text"
          id="site-rules-host"
          name="host"
          defaultValue={props.host ?? ''}
          placeholder="example.com"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={2048}
          required
          aria-describedby={props.error ? 'site-rules-host-error site-rules-host-hint' : 'site-rules-host-hint'}
          aria-invalid={props.error ? true : undefined}
        />
        <span className="privacy-note" id="site-rules-host-hint">
          {t('siteRules.form.hostHint')}
        </span>
        {props.error ? (
          <span className="field-error" id="site-rules-host-error">
            {props.error}
          </span>
        ) : null}
      </p>
      <fieldset className="settings__segmented site-rules__choose">
        <legend>{t('siteRules.form.action')}</legend>
        {SITE_ACTIONS.map((action) => (
          <span key={action} className="choice">
            <input
              type="radio"
              id={`site-rules-action-${action}`}
              name="action"
              value={action}
              defaultChecked={action === chosen}
            />
            <label htmlFor={`site-rules-action-${action}`}>{t(`siteRules.actions.${action}.label`)}</label>
          </span>
        ))}
      </fieldset>
      <p className="site-rules__submit">
        <button type="submit">{t('siteRules.form.submit')}</button>
      </p>
    </form>
  );
}
