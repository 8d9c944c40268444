import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import './dialog.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
}

/** A centred modal: focus is trapped inside, Escape and the close button dismiss it, the title names it. */
export function DialogContent({
  title,
  description,
  hideTitle,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        className={clsx('dialog', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="dialog__header">
          <DialogPrimitive.Title className={clsx('dialog__title', hideTitle && 'visually-hidden')}>
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="dialog__description">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close className="dialog__close" aria-label="Close">
          <X aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
