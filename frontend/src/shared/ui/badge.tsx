import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import './badge.css';

export type BadgeVariant = 'neutral' | 'premium' | 'success' | 'outline' | 'soon';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span className={clsx('badge', `badge--${variant}`, className)} {...props} />;
}
