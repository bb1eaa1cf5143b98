/**
 * The search form of the home page and the result header. Without JavaScript it is a plain GET
 * form. Hydrated, it refuses blank searches and, where the server offers suggestions (Android),
 * becomes an ARIA combobox: suggestions under the box, previewed with the arrow keys
 * (aria-activedescendant keeps focus in the input), chosen with Enter or a click. The rules live in
 * lib/search-box-machine.ts; the fetching (react-query) is imported only once the box is focused.
 */
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSuggestionsFeed } from '../lib/search-box-feed.ts';
import { SuggestionList } from '../lib/search-box-list.tsx';
import {
  activeDescendant,
  displayedValue,
  initialSearchBoxState,
  isBlank,
  isListOpen,
  listboxId,
  reduceSearchBox,
  suggestionTerm,
} from '../lib/search-box-machine.ts';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  /** Accessible name of the suggestion list. */
  suggestions: string;
  /** Said by screen readers when suggestions appear. */
  available: string;
}

export interface SearchBoxProps {
  /** Prefix of every element id (two boxes may share a page); the input is `${id}-q`. */
  id: string;
  action: string;
  value: string;
  /** Extra GET fields kept by a new search (e.g. t=web). */
  hiddenFields: Record<string, string>;
  labels: SearchBoxLabels;
  /** Whether to offer suggestions (decided by the server from the User-Agent). */
  suggest: boolean;
  /** '' for the same origin, else the API origin or path (API_BASE). */
  apiBase: string;
  lang: string;
  /** The search country sent with suggestion requests (two letters). */
  country: string;
}

const ARROWS: Record<string, 'arrowDown' | 'arrowUp'> = { ArrowDown: 'arrowDown', ArrowUp: 'arrowUp' };

export default function SearchBoxIsland({
  id,
  action,
  value,
  hiddenFields,
  labels,
  suggest,
  apiBase,
  lang,
  country,
}: SearchBoxProps) {
  const [state, dispatch] = useReducer(reduceSearchBox, value, initialSearchBoxState);
  const [focused, setFocused] = useState(false);
  const Feed = useSuggestionsFeed(suggest && focused);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const open = isListOpen(state);
  const receive = useCallback((list: readonly string[]) => dispatch({ type: 'suggestions', list }), []);

  useEffect(() => {
    // On a slow link the visitor may have typed before hydration: keep their text.
    const element = input.current;
    if (element && element.value !== value) dispatch({ type: 'input', value: element.value });
    if (element && document.activeElement === element) setFocused(true);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const arrow = ARROWS[event.key];
    if (arrow && state.suggestions.length > 0) {
      event.preventDefault(); // keep the caret where it is
      dispatch({ type: arrow });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault(); // a search field would also empty itself
      dispatch({ type: 'escape' });
    }
  };

  const choose = (index: number) => {
    const chosen = state.suggestions[index];
    if (chosen === undefined || !input.current) return;
    // Set the field now: the re-render comes after the form has read it.
    input.current.value = chosen;
    dispatch({ type: 'choose', index });
    form.current?.requestSubmit();
  };

  const combobox: InputHTMLAttributes<HTMLInputElement> = suggest
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': open ? 'true' : 'false',
        'aria-controls': listboxId(id),
        'aria-activedescendant': activeDescendant(state, id),
      }
    : {};

  return (
    <form
      ref={form}
      className="search-form"
      role="search"
      method="get"
      action={action}
      onSubmit={(event) => {
        // Without JavaScript the server sends a blank search back home; here it does nothing.
        if (isBlank(input.current?.value ?? '')) event.preventDefault();
        else dispatch({ type: 'submit' });
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {labels.label}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        name="q"
        value={displayedValue(state)}
        placeholder={labels.placeholder}
        autoComplete="off"
        {...combobox}
        // The search field's own clear button, and Escape with no list, empty it.
        onChange={(event) => {
          const typed = event.currentTarget.value;
          dispatch(typed === '' ? { type: 'clear' } : { type: 'input', value: typed });
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => dispatch({ type: 'clickOutside' })}
      />
      {suggest ? <SuggestionList prefix={id} state={state} label={labels.suggestions} onChoose={choose} /> : null}
      {Object.entries(hiddenFields).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <button type="submit">{labels.submit}</button>
      {suggest ? (
        <p className="visually-hidden" role="status">
          {open ? labels.available : ''}
        </p>
      ) : null}
      {Feed ? (
        <Feed term={suggestionTerm(state)} apiBase={apiBase} lang={lang} country={country} onSuggestions={receive} />
      ) : null}
    </form>
  );
}
