import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import { useFieldControl } from './field';
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

/** A listbox select with full keyboard support (type-ahead, arrows, Home/End). Label it with <Field>. */
export function Select({
  options,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  ...props
}: SelectProps) {
  const field = useFieldControl();
  return (
    <SelectPrimitive.Root {...props}>
      <SelectPrimitive.Trigger
        id={id ?? field?.id}
        aria-label={ariaLabel}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        className={clsx('select__trigger', className)}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="select__icon">
          <ChevronDown aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
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
    </SelectPrimitive.Root>
  );
}
