import { describe, expect, it } from 'vitest';
import {
  initialMailState,
  type MailEvent,
  type MailState,
  NOTICE_MS,
  reduceMail,
  saveDisabled,
  showsError,
  showsGrid,
  timerDelay,
} from '../../client/lib/mail-shortcuts-machine.ts';

const T = 1_000_000;
const choosing: MailState = {
  open: true,
  phase: 'choose',
  provider: null,
  selected: 'google',
  until: null,
  failedBefore: false,
};
const saving: MailState = { ...choosing, phase: 'saving', selected: 'proton' };
const saved: MailState = { ...saving, phase: 'saved', provider: 'proton', until: T + NOTICE_MS };
const failed: MailState = { ...saving, phase: 'error', until: T + NOTICE_MS };
const grid: MailState = { ...choosing, phase: 'grid', provider: 'yahoo', selected: 'yahoo' };
const closedGrid: MailState = { ...grid, open: false };

describe('mail popover transitions', () => {
  it.each<[string, MailState, MailEvent, MailState]>([
    ['opening a closed popover', closedGrid, { type: 'open' }, grid],
    ['opening an open popover changes nothing', grid, { type: 'open' }, grid],
    ['closing the grid', grid, { type: 'close' }, closedGrid],
    ['closing a closed popover changes nothing', closedGrid, { type: 'close' }, closedGrid],
    [
      'closing during the confirmation ends it: the grid is next',
      saved,
      { type: 'close' },
      { ...saved, open: false, phase: 'grid', until: null },
    ],
    ['closing during an error keeps its 3 s', failed, { type: 'close' }, { ...failed, open: false }],
    [
      'closing forgets the form route’s failure',
      { ...choosing, failedBefore: true },
      { type: 'close' },
      { ...choosing, open: false },
    ],
    ['choosing a provider', choosing, { type: 'select', id: 'yahoo' }, { ...choosing, selected: 'yahoo' }],
    ['choosing during an error', failed, { type: 'select', id: 'yahoo' }, { ...failed, selected: 'yahoo' }],
    ['no choosing while saving', saving, { type: 'select', id: 'yahoo' }, saving],
    ['no choosing in the grid', grid, { type: 'select', id: 'google' }, grid],
    ['save starts saving', { ...choosing, selected: 'proton' }, { type: 'save' }, saving],
    [
      'save clears the form route’s failure',
      { ...choosing, selected: 'proton', failedBefore: true },
      { type: 'save' },
      saving,
    ],
    ['no second save while saving', saving, { type: 'save' }, saving],
    ['no save while the error shows (button disabled)', failed, { type: 'save' }, failed],
    ['success shows the confirmation for 3 s', saving, { type: 'succeeded', provider: 'proton', now: T }, saved],
    ['a late success outside saving is ignored', choosing, { type: 'succeeded', provider: 'proton', now: T }, choosing],
    ['failure shows the error for 3 s', saving, { type: 'failed', now: T }, failed],
    ['a late failure outside saving is ignored', grid, { type: 'failed', now: T }, grid],
    ['the confirmation stays before 3 s', saved, { type: 'tick', now: T + NOTICE_MS - 1 }, saved],
    [
      'after 3 s the confirmation closes the popover on the grid',
      saved,
      { type: 'tick', now: T + NOTICE_MS },
      { ...saved, open: false, phase: 'grid', until: null },
    ],
    ['the error stays before 3 s', failed, { type: 'tick', now: T + 2999 }, failed],
    [
      'after 3 s the error gives the choice back',
      failed,
      { type: 'tick', now: T + NOTICE_MS },
      { ...failed, phase: 'choose', until: null },
    ],
    ['a tick with no timer does nothing', grid, { type: 'tick', now: T + 99_999 }, grid],
    [
      'modify from the grid: choose again, first preselected',
      grid,
      { type: 'modify', first: 'google' },
      { ...grid, phase: 'choose', provider: null, selected: 'google' },
    ],
    [
      'modify during the confirmation',
      saved,
      { type: 'modify', first: 'google' },
      { ...saved, phase: 'choose', provider: null, selected: 'google', until: null },
    ],
    ['modify while choosing does nothing', choosing, { type: 'modify', first: 'google' }, choosing],
  ])('%s', (_name, state, event, expected) => {
    expect(reduceMail(state, event)).toEqual(expected);
  });
});

describe('mail popover from a page', () => {
  it.each<[string, Parameters<typeof initialMailState>, MailState]>([
    [
      'first visit, closed: the choice, first preselected',
      [null, 'google', undefined, T],
      { ...choosing, open: false },
    ],
    ['stored provider, closed: the grid', ['yahoo', 'google', undefined, T], closedGrid],
    ['`?mail=open` without a provider', [null, 'google', 'open', T], choosing],
    ['`?mail=open` with a provider', ['yahoo', 'google', 'open', T], grid],
    [
      '`?mail=saved`: the confirmation, 3 s from now',
      ['yahoo', 'google', 'saved', T],
      { ...grid, phase: 'saved', until: T + NOTICE_MS },
    ],
    ['`?mail=saved` but nothing stored: the choice', [null, 'google', 'saved', T], choosing],
    ['`?mail=error`: the choice with the failure', [null, 'google', 'error', T], { ...choosing, failedBefore: true }],
    [
      '`?mail=error` with a provider: the grid with it',
      ['yahoo', 'google', 'error', T],
      { ...grid, failedBefore: true },
    ],
  ])('%s', (_name, args, expected) => {
    expect(initialMailState(...args)).toEqual(expected);
  });
});

describe('mail popover derived state', () => {
  it.each<[string, MailState, number | null, boolean, boolean, boolean]>([
    // name, state, timer delay at T + 1000, save disabled, error shown, grid shown
    ['choosing', choosing, null, false, false, false],
    ['choosing after the form route failed', { ...choosing, failedBefore: true }, null, false, true, false],
    ['saving', saving, null, true, false, false],
    ['confirmation', saved, NOTICE_MS - 1000, false, false, true],
    ['error', failed, NOTICE_MS - 1000, true, true, false],
    ['overdue error', { ...failed, until: T }, 0, true, true, false],
    ['grid', grid, null, false, false, true],
  ])('%s', (_name, state, delay, disabled, error, showGrid) => {
    expect(timerDelay(state, T + 1000)).toBe(delay);
    expect(saveDisabled(state)).toBe(disabled);
    expect(showsError(state)).toBe(error);
    expect(showsGrid(state)).toBe(showGrid);
  });
});
