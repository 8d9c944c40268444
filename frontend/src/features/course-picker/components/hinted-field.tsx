import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** What the control inside needs to be tied to its label, hint and error. */
export interface HintedControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface HintedFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  children: (control: HintedControlProps) => ReactNode;
}

/**
 * A labelled control whose hint ("Optional", "55 to 155") sits right under it and any error after the hint,
 * the same in one column and two: with the shared Field's order (error, then hint) the hint of a field in
 * error read as the next field's on a phone. Same classes as Field, so it looks the same.
 */
export function HintedField({ label, hint, error, children }: HintedFieldProps) {
  const id = `field-${useId()}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
      })}
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
