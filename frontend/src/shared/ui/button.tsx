import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Slot } from 'radix-ui/slot';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'destructive' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the styles onto the child element (a router Link, an anchor) instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while an action is pending. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  pending = false,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  const classes = clsx('btn', `btn--${variant}`, `btn--${size}`, pending && 'btn--pending', className);
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}
