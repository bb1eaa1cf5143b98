/**
 * The page the service worker shows when a navigation fails for want of a network: one per
 * locale (/offline/en, /offline/fr, /offline/es), self-contained (style attributes only, no
 * script, no stylesheet that might be missing from the cache) so it renders from the cache alone.
 */
import type { TFunction } from 'i18next';
import { THEME_COLORS } from '../shared/theme-colors.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(locale: string, t: TFunction): string {
  const title = t('offlinePage.title');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLORS.light}">
<title>${escapeHtml(title)} · ${escapeHtml(t('site.name'))}</title>
<link rel="icon" href="/icon-192.png">
</head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#1b1f23;background:${THEME_COLORS.light}">
<main style="max-width:32rem;margin:15vh auto 0;padding:0 1.25rem;text-align:center">
<img src="/icon-192.png" alt="" width="72" height="72">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(t('offlinePage.body'))}</p>
<p><a href="/" style="color:#0b7a53">${escapeHtml(t('offlinePage.retry'))}</a></p>
</main>
</body>
</html>
`;
}
