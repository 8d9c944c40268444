import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import { useFieldControl } from './field';
import { RestingSelectTrigger } from './select-resting-trigger';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Needed when the select is not inside a <Field>: the accessible name of the trigger. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * A listbox select with full keyboard support (type-ahead, arrows, Home/End). Label it with <Field>.
 *
 * Its options render only while the list is open. Left to itself, Radix renders every option of a closed
 * select too (off the page, to find the chosen option's text and to register each one), and re-renders the
 * select once per option as they register: Passport's five filter selects were over half of the screen's
 * rendering on a slow phone. The trigger shows the chosen option's label itself.
 *
 * Until it is first opened it is not a Radix select at all but a resting trigger that looks and reads the same
 * (select-resting-trigger.tsx); the first press, click or opening key swaps in Radix's select, already open. Once
 * swapped it stays.
 */
export function Select({
  options,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...props
}: SelectProps) {
  const field = useFieldControl();
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const open = openProp ?? openState;
  const [chosenState, setChosenState] = useState(props.defaultValue);
  const chosen = props.value ?? chosenState;
  const chosenLabel = options.find((option) => option.value === chosen)?.label;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) {
    return (
      <RestingSelectTrigger
        id={id ?? field?.id}
        aria-label={ariaLabel}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        className={clsx('select__trigger', className)}
        label={chosenLabel}
        showsPlaceholder={chosen === undefined || chosen === ''}
        placeholder={placeholder}
        disabled={props.disabled}
        onOpen={() => {
          setUsed(true);
          setOpenState(true);
          onOpenChange?.(true);
        }}
      />
    );
  }
  return (
    <SelectPrimitive.Root
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpenState(next);
        onOpenChange?.(next);
      }}
      onValueChange={(next) => {
        setChosenState(next);
        props.onValueChange?.(next);
      }}
    >
      <SelectPrimitive.Trigger
        id={id ?? field?.id}
        aria-label={ariaLabel}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        className={clsx('select__trigger', className)}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{chosenLabel}</SelectPrimitive.Value>
        <SelectPrimitive.Icon className="select__icon">
          <ChevronDown aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {open ? (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content className="select__content" position="popper" sideOffset={6}>
            <SelectPrimitive.Viewport className="select__viewport">
              {options.map((option) => (
                <SelectPrimitive.Item key={option.value} value={option.value} className="select__item">
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="select__indicator">
                    <Check aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      ) : null}
    </SelectPrimitive.Root>
  );
}
