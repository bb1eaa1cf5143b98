/**
 * The new tab page: it opens the site's /newtab in its place (the site's pages may not be framed,
 * and its own page counts its searches through POST /search/increment).
 */
declare const SITE_URL: string;

location.replace(`${SITE_URL}/newtab`);
