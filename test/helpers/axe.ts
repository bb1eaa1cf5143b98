/**
 * axe-core in a Playwright page, under the site's strict CSP.
 *
 * The CSP allows no inline script without the request's nonce, so `page.addScriptTag({ path })`
 * (which inserts an inline <script>) is refused. `page.evaluate(source)` goes through the DevTools
 * protocol (Runtime.evaluate), which the page's CSP does not govern, so axe is evaluated that way:
 * nothing is added to the DOM and the page's own policy stays as the visitor gets it.
 *
 * axe cannot judge WCAG 1.4.10 Reflow (no horizontal scrolling at narrow widths), so
 * `findReflowViolations` checks it and answers in the same shape, under the rule id 'reflow'.
 *
 *   const violations = [...(await runAxe(page)), ...(await findReflowViolations(page))];
 *   const unexpected = violations.filter((v) => !allowed(v));
 *   expect(unexpected, formatViolations(unexpected)).toEqual([]);
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One failing element: a rule and the node it failed on. */
export interface AxeViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  /** axe's CSS selector for the node (frames joined with ' >>> '). */
  selector: string;
  html: string;
  /** axe's explanation, e.g. the measured contrast ratio. */
  summary: string;
}

/** Runs axe on the page as it is now and returns one entry per failing node. */
export async function runAxe(page: Page, tags: string[] = AXE_TAGS): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(o: RunOptions): Promise<AxeResults> } }).axe.run(runOptions),
    options,
  );
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => ({
      rule: rule.id,
      impact: node.impact ?? rule.impact,
      help: rule.help,
      helpUrl: rule.helpUrl,
      selector: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >>> '),
      html: node.html,
      summary: node.failureSummary ?? '',
    })),
  );
}

/**
 * WCAG 1.4.10 Reflow: the page must not scroll sideways. When it does, one entry per element that
 * sticks out past the viewport's right edge (outermost ones only, ignoring content inside an
 * element that scrolls or clips it), named `parent > element` by tag and classes.
 */
export async function findReflowViolations(page: Page): Promise<AxeViolation[]> {
  const offenders = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const sticksOut = (e: Element | null) => e !== null && e.getBoundingClientRect().right > width + 0.5;
    const clipped = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (e: Element) =>
      e.id ? `${e.localName}#${e.id}` : [e.localName, ...[...e.classList].map((c) => `.${c}`)].join('');
    return [...document.body.querySelectorAll('*')]
      .filter((e) => sticksOut(e) && !sticksOut(e.parentElement) && !clipped(e))
      .map((e) => ({
        selector: e.parentElement ? `${name(e.parentElement)} > ${name(e)}` : name(e),
        html: e.outerHTML.length > 300 ? `${e.outerHTML.slice(0, 300)}…` : e.outerHTML,
        summary: `ends at x=${Math.round(e.getBoundingClientRect().right)} in a ${width}px viewport; the page scrolls to ${root.scrollWidth}px`,
      }));
  });
  return offenders.map((o) => ({
    rule: 'reflow',
    impact: 'serious',
    help: 'Content must fit the viewport width without horizontal scrolling (WCAG 1.4.10)',
    helpUrl: 'https://www.w3.org/WAI/WCAG21/Understanding/reflow.html',
    ...o,
  }));
}

/** A readable report, for an assertion message. */
export function formatViolations(violations: (AxeViolation & { where?: string })[]): string {
  return violations
    .map((v) =>
      [
        `${v.where ? `${v.where}: ` : ''}${v.rule} (${v.impact ?? 'no impact'}) ${v.help}`,
        `  selector: ${v.selector}`,
        `  html:     ${v.html}`,
        `  ${v.summary.replaceAll('\n', '\n  ')}`,
        `  ${v.helpUrl}`,
      ].join('\n'),
    )
    .join('\n\n');
}
