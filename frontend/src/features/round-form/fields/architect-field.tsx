import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import {
  ARCHITECT_CHOICES,
  OTHER_ARCHITECT,
  architectFromSelection,
  architectSelection,
  type ArchitectSelection,
} from '#shared/rounds/architect-options';
import { Field, Input } from '@/shared/ui/field';
import { NativeSelect } from '../components/form-controls';
import './architect-field.css';

interface ArchitectFieldProps {
  label: ReactNode;
  /** The form's roundArchitect: a listed name, Unknown, a typed name, or ''. */
  value: string;
  onChange: (architect: string) => void;
  error?: string | undefined;
  /** Shown under the list, e.g. what "Not set" stands for. */
  hint?: ReactNode;
  className?: string;
}

/**
 * Architect (docs/product-rules.md#rounds): the fixed list of names, Unknown and Other; Other shows a text
 * box for the name. A name set from outside (a picked course's architect) selects its entry, or Other with
 * the name typed in.
 */
export function ArchitectField({ label, value, onChange, error, hint, className }: ArchitectFieldProps) {
  const [selection, setSelection] = useState<ArchitectSelection>(() => architectSelection(value));
  // The value this field last showed or sent; a different one came from the form (a picked course).
  const [shown, setShown] = useState(value);
  const [focusName, setFocusName] = useState(false);
  if (value !== shown) {
    setShown(value);
    setSelection(architectSelection(value));
  }

  const choose = (next: ArchitectSelection) => {
    const architect = architectFromSelection(next);
    setSelection(next);
    setShown(architect);
    onChange(architect);
  };

  const other = selection.choice === OTHER_ARCHITECT;
  return (
    <div className={clsx('architect-field', className)}>
      <Field label={label} error={other ? undefined : error} hint={hint}>
        <NativeSelect
          value={selection.choice}
          onChange={(event) => {
            setFocusName(event.target.value === OTHER_ARCHITECT);
            choose({ choice: event.target.value, customName: selection.customName });
          }}
        >
          <option value="">Not set</option>
          {ARCHITECT_CHOICES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {other ? (
        <Field label="Architect's name" error={error}>
          <Input
            autoComplete="off"
            maxLength={120}
            autoFocus={focusName}
            value={selection.customName}
            onChange={(event) => choose({ choice: OTHER_ARCHITECT, customName: event.target.value })}
          />
        </Field>
      ) : null}
    </div>
  );
}
