import { ChevronDown } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** The keys that open a closed select, as Radix's trigger has them. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

interface RestingTriggerProps {
  id?: string;
  className: string;
  label: string | undefined;
  /** No value is chosen: the placeholder shows, and the trigger says so as Radix's does. */
  showsPlaceholder: boolean;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** The golfer asked for the list: the select becomes the full listbox, open. */
  onOpen: () => void;
}

/**
 * A closed select before anyone has used it: the same button, roles, states and look as Radix's trigger, without
 * the listbox machinery behind it. A screen holding several selects (Passport's five filters) otherwise builds
 * that machinery for each while it hydrates, and builds each again as the trigger registers itself. It opens the
 * way Radix's trigger opens: a mouse's primary button on press, touch and pen on click, and Space, Enter or the
 * up and down arrows from the keyboard.
 */
export function RestingSelectTrigger({
  label,
  showsPlaceholder,
  placeholder,
  onOpen,
  className,
  disabled,
  ...aria
}: RestingTriggerProps) {
  const pointerType = useRef('touch');
  return (
    <button
      {...aria}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      data-placeholder={showsPlaceholder ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={className}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        pointerType.current = event.pointerType;
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          event.preventDefault();
          onOpen();
        }
      }}
      onClick={() => {
        if (pointerType.current !== 'mouse') onOpen();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{showsPlaceholder ? placeholder : label}</span>
      <span aria-hidden="true" className="select__icon">
        <ChevronDown aria-hidden="true" />
      </span>
    </button>
  );
}
