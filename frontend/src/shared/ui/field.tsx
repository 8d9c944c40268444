import { clsx } from 'clsx';
import { createContext, use, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

interface FieldContextValue {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The id and ARIA wiring of the enclosing <Field>, for controls other than <Input> (a Select, a Switch). */
export function useFieldControl(): FieldContextValue | null {
  return use(FieldContext);
}

interface FieldProps {
  label: ReactNode;
  /** The message to show under the control; also marks it aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Stable id for the control (default: generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form control. The label, the hint and the error are tied to the control inside (Input) through
 * htmlFor, aria-describedby and aria-invalid, so screen readers announce them together.
 */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <FieldContext value={{ id: controlId, invalid: Boolean(error), describedBy }}>{children}</FieldContext>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, id, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx('input', className)}
      {...props}
    />
  );
}
