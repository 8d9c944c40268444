import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import {
  canonicalCountry,
  listCountries,
  suggestCountries,
  type CountrySuggestion,
} from '#shared/geo/countries';
import { Input } from '../ui/field';
import './country-input.css';

/** How many suggestions typing shows; the full list (ArrowDown in an empty box) scrolls. */
const SUGGESTIONS_SHOWN = 10;

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'role' | 'list'
>;

export interface CountryInputProps extends NativeProps {
  /** The text in the box: a country's name once one is picked. */
  value: string | undefined;
  /** Called with the new text as the golfer types, and with the country's name when one is picked. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Country box that suggests countries from Fescue's list as the golfer types, by name or by another
 * spelling ("usa" suggests United States, "holl" Netherlands), as an ARIA combobox: the arrow keys move
 * through the suggestions, Enter (the first, when none is highlighted) or a click picks one, Escape closes them (and only them, inside a dialog).
 * Leaving the box with a whole other spelling typed ("UK") puts the country's own name in it. The value
 * stays plain text, so a form's schema (createCourseSchema) still has the last word on what is accepted.
 *
 * Inside a <Field> it takes the label, the error and the hint from the field, like <Input>; with
 * react-hook-form, render it through a Controller: `render={({ field }) => <CountryInput {...field} />}`.
 */
export function CountryInput({ value, onChange, onBlur, ref, onKeyDown, ...props }: CountryInputProps) {
  const text = value ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const suggestions: CountrySuggestion[] = !open
    ? []
    : text.trim() === ''
      ? listCountries().map((country) => ({ name: country.name }))
      : suggestCountries(text, SUGGESTIONS_SHOWN);
  const showList = open && suggestions.length > 0;
  const closeList = () => {
    setOpen(false);
    setActive(-1);
  };

  // Radix dialogs close on an Escape they hear at the document, before the box's own key handler runs.
  // While the suggestions are open, Escape is theirs: it is caught earlier, at the window, and stopped.
  useEffect(() => {
    if (!showList) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof HTMLInputElement)) return;
      if (event.target.getAttribute('aria-controls') !== listId) return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [showList, listId]);

  // The option the arrows reach is brought into view in a long list.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const pick = (name: string) => {
    onChange(name);
    closeList();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const last = suggestions.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Enter' && showList) {
      // With none highlighted, Enter takes the best suggestion ("scot" -> Scotland) rather than submitting
      // the form with half a country in it. Picking is not submitting; a closed list leaves Enter to the form.
      const picked = suggestions[active >= 0 ? active : 0];
      if (picked) {
        event.preventDefault();
        pick(picked.name);
      }
    } else if (event.key === 'Tab') {
      closeList();
    }
  };

  return (
    <div className="country-input">
      <Input
        {...props}
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          closeList();
          // "usa" or "UK" typed whole: the box shows the country's own name, as it will be stored.
          const name = canonicalCountry(text);
          if (name && name !== text) onChange(name);
          onBlur?.();
        }}
      />
      <p className="visually-hidden" role="status">
        {open && text.trim() !== ''
          ? suggestions.length > 0
            ? `${suggestions.length} ${suggestions.length === 1 ? 'country' : 'countries'} suggested`
            : 'No country matches. Try its English name.'
          : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Countries"
        className="country-input__list"
        hidden={!showList}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="country-input__option"
            // Keeps focus (and the list) in the box until the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(suggestion.name)}
          >
            <span>{suggestion.name}</span>
            {suggestion.matched ? <span className="country-input__matched">{suggestion.matched}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
