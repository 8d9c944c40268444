import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import './dialog.css';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Visually hide the title; it still names the sheet for screen readers. */
  hideTitle?: boolean;
  side?: 'left' | 'right';
}

/** A panel that slides in from the edge (the mobile menu). A modal dialog underneath: focus trap, Escape. */
export function SheetContent({
  title,
  hideTitle,
  side = 'right',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        className={clsx('sheet', `sheet--${side}`, className)}
        aria-describedby={undefined}
        {...props}
      >
        <div className="sheet__header">
          <DialogPrimitive.Title className={clsx('sheet__title', hideTitle && 'visually-hidden')}>
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close className="dialog__close sheet__close" aria-label="Close menu">
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
