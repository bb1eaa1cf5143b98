import { describe, expect, it } from 'vitest';
import { decodeEntities, plainSpans, spansFromMarkedHtml, textFromHtml } from '../../server/search/spans.ts';
import type { Span } from '../../server/shared/search-types.ts';

const hl = (text: string): Span => ({ text, highlight: true });
const tx = (text: string): Span => ({ text });

describe('plainSpans', () => {
  it.each<[string, Span[]]>([
    ['Otters hold hands', [tx('Otters hold hands')]],
    ['  spaced \n\t out  ', [tx('spaced out')]],
    ['', []],
    [' \n ', []],
    ['<strong>kept as text</strong> &amp;', [tx('<strong>kept as text</strong> &amp;')]],
    ['bidi \u202Etxt.exe', [tx('bidi txt.exe')]],
  ])('%j', (input, expected) => {
    expect(plainSpans(input)).toEqual(expected);
  });
});

describe('spansFromMarkedHtml', () => {
  it.each<[string, string, Span[]]>([
    ['highlights strong', 'Save the <strong>otters</strong> now', [tx('Save the '), hl('otters'), tx(' now')]],
    ['tag names are case-insensitive', '<STRONG>Bee</STRONG>s', [hl('Bee'), tx('s')]],
    ['attributes on the marker', '<strong class="x">a</strong>', [hl('a')]],
    ['similar names do not highlight', '<strongest>a</strongest>', [tx('a')]],
    ['other tags are stripped', 'a <em>b</em> <b>c</b> <span>d</span>', [tx('a b c d')]],
    ['tags inside the marker', '<strong>a <em>b</em></strong> c', [hl('a b'), tx(' c')]],
    [
      'entities are decoded',
      'Fish &amp; Chips &quot;x&quot; &#39;y&#x27; caf&eacute;',
      [tx('Fish & Chips "x" \'y\' caf&eacute;')],
    ],
    ['escaped tags stay text', '&lt;b&gt;bold&lt;/b&gt;', [tx('<b>bold</b>')]],
    ['escaped marker stays text', '&lt;strong&gt;x&lt;/strong&gt;', [tx('<strong>x</strong>')]],
    ['decoded once only', '&amp;lt;script&amp;gt;', [tx('&lt;script&gt;')]],
    ['numeric escapes of tags', '&#x3C;script&#x3E;alert(1)&#60;/script&#62;', [tx('<script>alert(1)</script>')]],
    ['script content is dropped', 'a<script>alert("<strong>x</strong>")</script>b', [tx('ab')]],
    ['style content is dropped', '<style>body{display:none}</style>text', [tx('text')]],
    ['unclosed script drops the rest', 'a <script>alert(1)', [tx('a')]],
    ['img onerror is stripped', 'cat<img src=x onerror="alert(1)"> pics', [tx('cat pics')]],
    ['quoted > inside attributes', '<img alt="a>b" onerror=alert(1)>z', [tx('z')]],
    ['single-quoted > inside attributes', "<a title='1>0' href='javascript:alert(1)'>link</a>", [tx('link')]],
    ['comments are dropped', '<!-- <strong>hidden</strong> -->shown', [tx('shown')]],
    ['unterminated comment drops the rest', 'a<!-- b <strong>c', [tx('a')]],
    ['nested markers', '<strong>a<strong>b</strong>c</strong>d', [hl('abc'), tx('d')]],
    ['unclosed marker runs to the end', 'x <strong>unclosed', [tx('x '), hl('unclosed')]],
    ['stray closing marker', '</strong>stray <strong>ok</strong>', [tx('stray '), hl('ok')]],
    ['bare < and > are text', 'a < b && c > d', [tx('a < b && c > d')]],
    ['line breaks separate words', 'one<br>two<p>three</p>', [tx('one two three')]],
    ['whitespace collapses across spans', '  a \n <strong> b </strong>  c  ', [tx('a '), hl('b '), tx('c')]],
    ['blank highlight is plain', 'a<strong> </strong>b', [tx('a b')]],
    ['empty highlight disappears', 'a<strong></strong>b', [tx('ab')]],
    ['bad code points become U+FFFD', '&#0;&#x110000;&#xD800;', [tx('\uFFFD\uFFFD\uFFFD')]],
    ['control characters go', 'a\u0000b\u0007c', [tx('abc')]],
    ['empty', '', []],
  ])('%s', (_name, html, expected) => {
    expect(spansFromMarkedHtml(html)).toEqual(expected);
  });

  it('uses another marker tag when asked', () => {
    expect(spansFromMarkedHtml('<b>x</b><strong>y</strong>', 'b')).toEqual([hl('x'), tx('y')]);
  });

  it('never emits a tag or an attribute from markup', () => {
    const spans = spansFromMarkedHtml(
      '<iframe src="https://evil.example"></iframe><svg onload=alert(1)><a href=x>k</a>',
    );
    expect(spans).toEqual([tx('k')]);
  });

  it('stays fast on adversarial input', () => {
    const started = performance.now();
    spansFromMarkedHtml(`<a ${'"'.repeat(20_000)}`);
    spansFromMarkedHtml('<a x'.repeat(5_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('textFromHtml', () => {
  it('strips every tag, markers included, and decodes entities', () => {
    expect(textFromHtml('Otters &amp; <strong>seals</strong> <script>x</script>')).toBe('Otters & seals');
  });
});

describe('decodeEntities', () => {
  it('leaves unknown names as written', () => {
    expect(decodeEntities('&notanentity; &amp; &AMP;')).toBe('&notanentity; & &');
  });
});
