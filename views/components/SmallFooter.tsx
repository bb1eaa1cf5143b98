import { useRequest } from '../use-request.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ColorModeIsland } from './SiteChrome.tsx';

/** The search layout's footer: language, settings and legal links, colour mode, a feedback button. */
export function SmallFooter() {
  const { t } = useRequest();
  return (
    <footer className="small-footer">
      <LanguageSwitch />
      <nav className="small-footer__links" aria-label={t('layout.footerNavigation')}>
        <a href="/settings">{t('search.tabs.settings')}</a>
        <a href="/privacy">{t('footer.links.privacy')}</a>
        <a href="/terms">{t('footer.links.terms')}</a>
      </nav>
      <ColorModeIsland />
      <a className="feedback-button" href="/contact?subject=feedback">
        {t('layout.feedback')}
      </a>
    </footer>
  );
}
