/**
 * The suggestion list of the SearchBox island: an ARIA listbox the combobox input controls.
 * Focus never leaves the input (aria-activedescendant names the previewed option), so the
 * options are not focusable; a mouse or touch press picks one without blurring the input.
 */
import { isListOpen, listboxId, optionId, type SearchBoxState } from './search-box-machine.ts';

export interface SuggestionListProps {
  /** The island's id prefix, from which the list's and options' ids derive. */
  prefix: string;
  state: SearchBoxState;
  label: string;
  onChoose: (index: number) => void;
}

export function SuggestionList({ prefix, state, label, onChoose }: SuggestionListProps) {
  const open = isListOpen(state);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox input.
    <ul
      id={listboxId(prefix)}
      className="search-form__suggestions"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's listbox is a list.
      role="listbox"
      aria-label={label}
      hidden={!open}
      // Keeps focus, and so the list, in the input while an option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        const option = (event.target as Element).closest('[role="option"]');
        if (option) onChoose(Number(option.getAttribute('data-index')));
      }}
    >
      {open
        ? state.suggestions.map((text, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant points here; focus stays in the input.
            <li
              key={text}
              id={optionId(prefix, index)}
              className="search-form__suggestion"
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see the listbox above.
              role="option"
              aria-selected={index === state.preview ? 'true' : 'false'}
              data-index={index}
            >
              {text}
            </li>
          ))
        : null}
    </ul>
  );
}
