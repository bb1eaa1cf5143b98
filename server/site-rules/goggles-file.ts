/**
 * Site rules as a text file in a subset of Brave's Goggles syntax, so a person can keep them,
 * share them, or carry them to another engine that reads Goggles:
 *
 *   ! name: Karma site rules
 *   ! description: …
 *   ! public: false
 *   ! author: Karma
 *   $discard,site=pinterest.com          block
 *   $downrank=2,site=example.net         lower
 *   $boost=2,site=example.org            raise
 *   ! karma:pin
 *   $boost=10,site=developer.mozilla.org pin
 *
 * Goggles has no pin: a pin is written as the strongest boost, preceded by a `! karma:pin`
 * comment that other engines ignore and that import reads back, so an exported file imports to
 * exactly the list it came from, pins in their order. Without the marker a boost of any value
 * is a raise: another engine's file never pins a site by accident.
 *
 * Import reads only whole-site instructions: a line starting with `$`, one action (`discard`,
 * `boost`, `boost=1…10`, `downrank`, `downrank=1…10`) and one `site=`. Anything else (a URL
 * pattern, `inurl`, `intitle`, an action missing or doubled, a host refused by normalizeHost)
 * is listed with its line number and a reason, never guessed at. Comments and blank lines are
 * skipped silently. A host set twice keeps its last line, as setting a rule twice does; lines
 * past MAX_RULES are listed as `too-many-rules`.
 */
import { type SiteAction, type SiteRule, setRule } from './site-rules.ts';

const PIN_MARKER = '! karma:pin';
const MAX_SHOWN_LENGTH = 200;

const INSTRUCTION_OF: Record<SiteAction, string> = {
  block: '$discard',
  lower: '$downrank=2',
  raise: '$boost=2',
  pin: '$boost=10',
};

export type SkipReason =
  | 'has-pattern'
  | 'unknown-option'
  | 'no-action'
  | 'no-site'
  | 'conflicting-options'
  | 'bad-value'
  | 'bad-host'
  | 'too-many-rules';

export interface SkippedLine {
  /** 1-based, as an editor shows it. */
  line: number;
  text: string;
  reason: SkipReason;
}

export function exportGoggles(rules: readonly SiteRule[], exportedOn?: Date): string {
  const header = [
    '! name: Karma site rules',
    '! description: Sites blocked, lowered, raised or pinned in Karma. A pinned site is the strongest boost, marked karma:pin.',
    '! public: false',
    '! author: Karma',
    ...(exportedOn ? [`! exported: ${exportedOn.toISOString().slice(0, 10)}`] : []),
  ];
  const lines = rules.flatMap((rule) => {
    const instruction = `${INSTRUCTION_OF[rule.action]},site=${rule.host}`;
    return rule.action === 'pin' ? [PIN_MARKER, instruction] : [instruction];
  });
  return `${[...header, '', ...lines].join('\n')}\n`;
}

export function importGoggles(text: string): { rules: SiteRule[]; skipped: SkippedLine[] } {
  let rules: SiteRule[] = [];
  const skipped: SkippedLine[] = [];
  let pinNext = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      const pinned = pinNext;
      pinNext = line === PIN_MARKER;
      if (line === '' || line.startsWith('!')) return;
      const read = readInstruction(line, pinned);
      if ('skip' in read) {
        skipped.push({ line: index + 1, text: shown(raw), reason: read.skip });
        return;
      }
      const edit = setRule(rules, read.site, read.action);
      if ('rules' in edit) rules = edit.rules;
      else
        skipped.push({
          line: index + 1,
          text: shown(raw),
          reason: edit.error === 'too-many-rules' ? edit.error : 'bad-host',
        });
    });
  return { rules, skipped };
}

type ReadInstruction = { site: string; action: SiteAction } | { skip: SkipReason };

/** One instruction line, read as a whole-site rule or refused with the reason. */
function readInstruction(line: string, pinned: boolean): ReadInstruction {
  if (!line.startsWith('$')) return { skip: 'has-pattern' };
  let action: SiteAction | undefined;
  let site: string | undefined;
  for (const option of line.slice(1).split(',')) {
    const [name, value, ...extra] = option.trim().split('=');
    if (extra.length > 0) return { skip: 'bad-value' };
    if (name === 'site') {
      if (site !== undefined) return { skip: 'conflicting-options' };
      site = value ?? '';
    } else if (name === 'discard' || name === 'boost' || name === 'downrank') {
      if (action !== undefined) return { skip: 'conflicting-options' };
      if (name === 'discard' ? value !== undefined : !isStrength(value)) return { skip: 'bad-value' };
      action = name === 'discard' ? 'block' : name === 'downrank' ? 'lower' : pinned ? 'pin' : 'raise';
    } else {
      return { skip: 'unknown-option' };
    }
  }
  if (action === undefined) return { skip: 'no-action' };
  if (site === undefined) return { skip: 'no-site' };
  return { site, action };
}

/** A skipped line as the page lists it: a pasted blob is not repeated whole. */
function shown(line: string): string {
  return line.length > MAX_SHOWN_LENGTH ? `${line.slice(0, MAX_SHOWN_LENGTH)}…` : line;
}

/** Goggles strengths are whole numbers from 1 to 10; a bare `$boost` is a boost of 1. */
function isStrength(value: string | undefined): boolean {
  return value === undefined || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10);
}
