/**
 * The notification content sanitizer (server/notifications/sanitize.ts): what reaches the bell's
 * innerHTML. Each row is an attack or a piece of markup that must survive.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeNotificationHtml, sanitizerRemovesMarkup } from '../../server/notifications/sanitize.ts';

const LINK = 'rel="noreferrer noopener" target="_blank"';

describe('sanitizeNotificationHtml', () => {
  it.each([
    ['script tags go with their text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['script inside svg', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['on* attributes', '<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['img with onerror', '<img src="x" onerror="alert(1)">Hi', 'Hi'],
    ['style attributes', '<p style="position:fixed">Hi</p>', '<p>Hi</p>'],
    ['style tags with their text', '<style>body{display:none}</style>Hi', 'Hi'],
    ['iframes (their text kept as text)', '<iframe src="https://evil.example"></iframe>Hi', 'Hi'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">Hi', 'Hi'],
    ['forms and inputs', '<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['javascript: hrefs lose the link, keep the text', '<a href="javascript:alert(1)">Win</a>', 'Win'],
    ['javascript: hidden by case and spaces', '<a href=" JaVaScRiPt:alert(1)">Win</a>', 'Win'],
    ['javascript: hidden by an encoded tab', '<a href="java&#x09;script:alert(1)">Win</a>', 'Win'],
    ['data: hrefs', '<a href="data:text/html,<script>alert(1)</script>">Win</a>', 'Win'],
    ['vbscript: hrefs', '<a href="vbscript:msgbox(1)">Win</a>', 'Win'],
    ['protocol-relative hrefs', '<a href="//evil.example/">Win</a>', 'Win'],
    ['backslash host hrefs', '<a href="/\\evil.example/">Win</a>', 'Win'],
    ['relative hrefs that are not site paths', '<a href="partners">Win</a>', 'Win'],
    ['a link without href', '<a name="x">Win</a>', 'Win'],
    ['class and id', '<p class="x" id="y">Hi</p>', '<p>Hi</p>'],
    ['headings and divs unwrapped', '<h1>Big</h1><div>Hi</div>', 'BigHi'],
    ['text is escaped', 'a < b & c', 'a &lt; b &amp; c'],
    ['comments', '<p>Hi<!-- secret --></p>', '<p>Hi</p>'],
  ])('removes %s', (_name, input, output) => {
    expect(sanitizeNotificationHtml(input)).toBe(output);
  });

  it.each([
    ['paragraphs and line breaks', '<p>One<br>two</p><p>Three</p>', '<p>One<br />two</p><p>Three</p>'],
    ['bold and italic, nested', '<p><strong>a <em>b <b>c <i>d</i></b></em></strong></p>', null],
    ['lists', '<ul><li>a</li><li><ol><li>b</li></ol></li></ul>', null],
    [
      'an https link',
      '<a href="https://www.aspas-nature.org/">ASPAS</a>',
      `<a href="https://www.aspas-nature.org/" ${LINK}>ASPAS</a>`,
    ],
    ['an http link', '<a href="http://example.org/">x</a>', `<a href="http://example.org/" ${LINK}>x</a>`],
    ['a mailto link', '<a href="mailto:hello@example.org">x</a>', `<a href="mailto:hello@example.org" ${LINK}>x</a>`],
    ['a site path', '<a href="/partners/aspas">x</a>', `<a href="/partners/aspas" ${LINK}>x</a>`],
    [
      'a link inside allowed markup',
      '<ul><li><strong><a href="/partners">x</a></strong></li></ul>',
      `<ul><li><strong><a href="/partners" ${LINK}>x</a></strong></li></ul>`,
    ],
    ['accents and quotes', '<p>L’été « sauvage »</p>', null],
  ])('keeps %s', (_name, input, output) => {
    expect(sanitizeNotificationHtml(input)).toBe(output ?? input);
  });

  it('sets rel and target on links, whatever the input says', () => {
    expect(sanitizeNotificationHtml('<a href="/x" rel="opener" target="_self" onclick="y()">x</a>')).toBe(
      `<a href="/x" ${LINK}>x</a>`,
    );
  });

  it('is stable: sanitizing twice gives the same HTML', () => {
    const once = sanitizeNotificationHtml('<p onclick="x">a <a href="/p">b</a><script>c</script></p>');
    expect(sanitizeNotificationHtml(once)).toBe(once);
  });
});

describe('sanitizerRemovesMarkup (the import warning)', () => {
  it.each([
    ['<p>a <a href="/x">b</a></p>', false],
    ['plain & <b>bold</b>', false],
    ['<p>x</p>\n<p>y</p>', false],
    ['<p onclick="x">a</p>', true],
    ['<script>x</script>a', true],
    ['<a href="javascript:x">y</a>', true],
    ['<h2>Title</h2>', true],
  ])('%s → %s', (input, removes) => {
    expect(sanitizerRemovesMarkup(input)).toBe(removes);
  });
});
