import { clsx } from 'clsx';
import type { Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '@/shared/ui/field';
import '../round-form.css';

/**
 * Native <select> and <textarea> wired to the enclosing <Field> like <Input>: react-hook-form registers them
 * directly, and a phone shows its own picker for a short fixed list.
 */
export function NativeSelect({
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx('input', 'round-form__select', className)}
      {...props}
    />
  );
}

export function TextArea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const field = useFieldControl();
  return (
    <textarea
      id={field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={clsx('input', 'round-form__textarea', className)}
      {...props}
    />
  );
}
