import { useRequest } from '../request-context.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ColorModeIsland } from './SiteChrome.tsx';

/** The search layout's footer: language, colour mode and a feedback button. */
export function SmallFooter() {
  const { t } = useRequest();
  return (
    <footer className="small-footer">
      <LanguageSwitch />
      <ColorModeIsland />
      <a className="feedback-button" href="/contact?subject=feedback">
        {t('layout.feedback')}
      </a>
    </footer>
  );
}
