/**
 * The HTML part of the login mail: one column, inline styles (mail clients drop <style> blocks
 * and external CSS), no link but the login link itself and no image but the logo carried inside
 * the mail (`cid:`, mail-logo.ts), so nothing tracks the reader or loads from elsewhere when the
 * mail is opened.
 *
 * Every `${value}` goes through the `html` tag, which escapes it: the strings and the link arrive
 * as plain text, and the e-mail address and the link may hold anything a visitor typed.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A template tag that escapes each interpolated value, for text and for quoted attributes. */
function html(parts: TemplateStringsArray, ...values: string[]): string {
  return parts.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(values[i] ?? '') : ''), '');
}

export interface LoginMailHtmlContent {
  lang: string;
  subject: string;
  heading: string;
  requested: string;
  button: string;
  linkFallback: string;
  codeIntro: string;
  expiry: string;
  ignore: string;
  footer: string;
  link: string;
  code: string;
  /** The logo's inline part; without it, the mail has no image. */
  logo?: { cid: string; alt: string; size: number } | undefined;
}

// Colours: #1d5d2f on white and white on #1d5d2f are above 7:1; the footer grey is above 4.5:1.
const PAGE = 'margin:0;padding:0;background-color:#f4f4f0;';
const CARD =
  'max-width:560px;margin:0 auto;padding:32px 24px;background-color:#ffffff;' +
  'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2328;';
const HEADING = 'margin:0 0 16px;font-size:24px;line-height:1.3;color:#1f2328;';
const PARAGRAPH = 'margin:0 0 16px;';
const BUTTON =
  'display:inline-block;padding:12px 24px;border-radius:6px;background-color:#1d5d2f;' +
  'color:#ffffff;font-weight:bold;text-decoration:none;';
const PLAIN_LINK = 'color:#1d5d2f;text-decoration:underline;';
const CODE = 'font-family:Consolas,Menlo,Courier,monospace;font-size:22px;letter-spacing:2px;white-space:nowrap;';
const FOOTER = 'margin:24px 0 0;font-size:13px;color:#57606a;';
const LOGO = 'display:block;margin:0 0 16px;border:0;';

/** Width and height set, so clients that block images keep the layout and show the alt text. */
function logoImage(logo: LoginMailHtmlContent['logo']): string {
  if (!logo) return '';
  const size = String(logo.size);
  return html`<img src="cid:${logo.cid}" alt="${logo.alt}" width="${size}" height="${size}" style="${LOGO}">
`;
}

export function loginMailHtml(c: LoginMailHtmlContent): string {
  const top = html`<!doctype html>
<html lang="${c.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${c.subject}</title>
</head>
<body style="${PAGE}">
<div role="article" aria-label="${c.subject}" lang="${c.lang}" style="${CARD}">
`;
  const rest = html`<h1 style="${HEADING}">${c.heading}</h1>
<p style="${PARAGRAPH}">${c.requested}</p>
<p style="margin:0 0 24px;"><a href="${c.link}" style="${BUTTON}">${c.button}</a></p>
<p style="margin:0 0 4px;">${c.linkFallback}</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${c.link}" style="${PLAIN_LINK}">${c.link}</a></p>
<p style="margin:0 0 24px;">${c.codeIntro} <strong style="${CODE}">${c.code}</strong></p>
<p style="${PARAGRAPH}">${c.expiry}</p>
<p style="${PARAGRAPH}">${c.ignore}</p>
<p style="${FOOTER}">${c.footer}</p>
</div>
</body>
</html>
`;
  // The logo's markup is escaped by logoImage: joined as is, not through the tag again.
  return top + logoImage(c.logo) + rest;
}
