/**
 * The page background of each colour mode (--bg in client/styles/critical.css): the browser
 * chrome's colour on the pages (views/components/HeadMeta.tsx), in the web app manifest and on
 * the offline page (server/pwa/).
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#111418' } as const;
