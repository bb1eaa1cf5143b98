import { describe, expect, it } from 'vitest';
import {
  activeDescendant,
  displayedValue,
  initialSearchBoxState,
  isListOpen,
  reduceSearchBox,
  type SearchBoxEvent,
  type SearchBoxState,
  suggestionTerm,
} from '../../client/lib/search-box-machine.ts';
import { offersSuggestions } from '../../views/components/SearchBoxField.tsx';

const list = ['lynx', 'lynx iberian', 'lynx habitat'];
const idle = initialSearchBoxState('lyn');
const typing: SearchBoxState = { phase: 'typing', typed: 'lyn', suggestions: list, preview: -1 };
const at = (preview: number, suggestions: readonly string[] = list): SearchBoxState => ({
  phase: 'previewSuggestion',
  typed: 'lyn',
  suggestions,
  preview,
});
const idleWith = (typed: string, suggestions: readonly string[] = list): SearchBoxState => ({
  phase: 'idle',
  typed,
  suggestions,
  preview: -1,
});

describe('search box transitions', () => {
  it.each<[string, SearchBoxState, SearchBoxEvent, SearchBoxState]>([
    ['typing from idle', idle, { type: 'input', value: 'lynx' }, { ...idle, phase: 'typing', typed: 'lynx' }],
    ['typing keeps the shown list', typing, { type: 'input', value: 'lynx' }, { ...typing, typed: 'lynx' }],
    ['typing resets the preview index', at(2), { type: 'input', value: 'lynx h' }, { ...typing, typed: 'lynx h' }],
    [
      'typing spaces only drops the list',
      typing,
      { type: 'input', value: '  ' },
      { ...typing, typed: '  ', suggestions: [] },
    ],
    ['clear empties and goes to typing', at(1), { type: 'clear' }, { ...typing, typed: '', suggestions: [] }],
    ['clear from idle goes to typing', idleWith('lynx'), { type: 'clear' }, { ...typing, typed: '', suggestions: [] }],
    ['ArrowDown from the text previews the first', typing, { type: 'arrowDown' }, at(0)],
    ['ArrowDown moves on', at(0), { type: 'arrowDown' }, at(1)],
    ['ArrowDown past the last wraps to the text', at(2), { type: 'arrowDown' }, typing],
    ['ArrowUp from the text previews the last', typing, { type: 'arrowUp' }, at(2)],
    ['ArrowUp moves back', at(2), { type: 'arrowUp' }, at(1)],
    ['ArrowUp past the first wraps to the text', at(0), { type: 'arrowUp' }, typing],
    [
      'ArrowDown in a one-item list wraps',
      at(0, ['lynx']),
      { type: 'arrowDown' },
      { ...typing, suggestions: ['lynx'] },
    ],
    ['ArrowDown reopens held suggestions from idle', idleWith('lyn'), { type: 'arrowDown' }, at(0)],
    ['ArrowUp reopens held suggestions from idle', idleWith('lyn'), { type: 'arrowUp' }, at(2)],
    [
      'ArrowDown with no suggestions does nothing',
      { ...typing, suggestions: [] },
      { type: 'arrowDown' },
      { ...typing, suggestions: [] },
    ],
    ['ArrowUp with no suggestions does nothing', idle, { type: 'arrowUp' }, idle],
    ['suggestions arrive while typing', { ...typing, suggestions: [] }, { type: 'suggestions', list }, typing],
    [
      'suggestions arrive while idle, list stays closed',
      idleWith('lyn', []),
      { type: 'suggestions', list },
      idleWith('lyn'),
    ],
    [
      'new suggestions keep the previewed one',
      at(1),
      { type: 'suggestions', list: ['lynx iberian', 'lynx'] },
      at(0, ['lynx iberian', 'lynx']),
    ],
    [
      'new suggestions without the previewed one go back to the text',
      at(1),
      { type: 'suggestions', list: ['lyndon'] },
      { ...typing, suggestions: ['lyndon'] },
    ],
    [
      'an empty list while previewing goes back to the text',
      at(1),
      { type: 'suggestions', list: [] },
      { ...typing, suggestions: [] },
    ],
    [
      'suggestions for erased text are ignored',
      { ...typing, typed: '', suggestions: [] },
      { type: 'suggestions', list },
      { ...typing, typed: '', suggestions: [] },
    ],
    ['Escape restores the text and closes', at(1), { type: 'escape' }, idleWith('lyn')],
    ['Escape while typing closes', typing, { type: 'escape' }, idleWith('lyn')],
    ['Escape when idle does nothing', idle, { type: 'escape' }, idle],
    ['submit returns to idle', typing, { type: 'submit' }, idleWith('lyn')],
    ['submit while previewing keeps the preview', at(2), { type: 'submit' }, idleWith('lynx habitat')],
    ['an empty submit is ignored', { ...typing, typed: '' }, { type: 'submit' }, { ...typing, typed: '' }],
    ['a whitespace submit is ignored', { ...typing, typed: ' \t ' }, { type: 'submit' }, { ...typing, typed: ' \t ' }],
    ['choosing fills the text and returns to idle', typing, { type: 'choose', index: 1 }, idleWith('lynx iberian')],
    ['choosing a missing index does nothing', typing, { type: 'choose', index: 7 }, typing],
    ['click outside returns to idle', typing, { type: 'clickOutside' }, idleWith('lyn')],
    ['click outside keeps the shown preview', at(0), { type: 'clickOutside' }, idleWith('lynx')],
    ['click outside when idle does nothing', idle, { type: 'clickOutside' }, idle],
  ])('%s', (_name, state, event, expected) => {
    expect(reduceSearchBox(state, event)).toEqual(expected);
  });

  it('does not mutate the state it is given', () => {
    const state = Object.freeze({ ...at(1), suggestions: Object.freeze([...list]) });
    expect(() => reduceSearchBox(state, { type: 'input', value: 'x' })).not.toThrow();
    expect(state).toEqual(at(1));
  });
});

describe('search box selectors', () => {
  it.each<[string, SearchBoxState, string, boolean, string | undefined, string]>([
    // name, state, displayed value, list open, active descendant, suggestion term
    ['idle with a query', idleWith('lynx', []), 'lynx', false, undefined, ''],
    ['idle holding suggestions', idleWith('lyn'), 'lyn', false, undefined, ''],
    ['typing with no suggestions', { ...typing, suggestions: [] }, 'lyn', false, undefined, 'lyn'],
    ['typing with suggestions', typing, 'lyn', true, undefined, 'lyn'],
    ['typing trims the term', { ...typing, typed: '  lyn ' }, '  lyn ', true, undefined, 'lyn'],
    ['previewing the first', at(0), 'lynx', true, 'home-suggestion-0', 'lyn'],
    ['previewing the last', at(2), 'lynx habitat', true, 'home-suggestion-2', 'lyn'],
  ])('%s', (_name, state, value, open, descendant, term) => {
    expect(displayedValue(state)).toBe(value);
    expect(isListOpen(state)).toBe(open);
    expect(activeDescendant(state, 'home')).toBe(descendant);
    expect(suggestionTerm(state)).toBe(term);
  });
});

describe('who is offered suggestions', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['', false],
  ])('%s → %s', (userAgent, offered) => {
    expect(offersSuggestions(userAgent)).toBe(offered);
  });
});
