import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { DIALOG_ESCAPE_EVENT } from './dialog-escape';
import './dialog.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  /**
   * The control that opened the dialog is about to go (its round was deleted): on close, focus goes to the
   * element sharing its `data-return-focus` key instead.
   */
  openerRemoved?: boolean;
}

/**
 * Where focus goes when a dialog closes: back to the control that opened it (our dialogs are opened from
 * state, not a Radix Trigger, so Radix alone would drop focus on the page body). When that control was
 * replaced while the dialog was open (Select a course becomes Change), the element carrying the same
 * `data-return-focus` key takes its place.
 */
function useReturnFocus(): {
  rememberOpener: () => void;
  returnFocus: (event: Event, openerRemoved: boolean) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called as the dialog takes focus, while the opener still has it.
    rememberOpener: () => {
      opener.current = document.activeElement as HTMLElement | null;
    },
    returnFocus: (event, openerRemoved) => {
      const element = opener.current;
      if (!element || element === document.body) return;
      const key = element.dataset.returnFocus;
      const standIn = key
        ? [...document.querySelectorAll<HTMLElement>(`[data-return-focus="${key}"]`)].find(
            (candidate) => candidate !== element,
          )
        : undefined;
      const target = element.isConnected && !openerRemoved ? element : standIn;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * Escape handed over by a toast laid above the dialog (toast.tsx): handled as Radix handles the key, the
 * dialog's own onEscapeKeyDown first (a discard guard or a search box may keep it), then the close button.
 */
function useHandedEscape(onEscapeKeyDown: ((event: KeyboardEvent) => void) | undefined) {
  const latest = useRef(onEscapeKeyDown);
  useLayoutEffect(() => {
    latest.current = onEscapeKeyDown;
  });
  return useCallback((closeButton: HTMLButtonElement | null) => {
    const content = closeButton?.parentElement;
    if (!closeButton || !content) return;
    const onHandedEscape = (handed: Event) => {
      handed.preventDefault();
      const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      latest.current?.(escape);
      if (!escape.defaultPrevented) closeButton.click();
    };
    content.addEventListener(DIALOG_ESCAPE_EVENT, onHandedEscape);
    return () => content.removeEventListener(DIALOG_ESCAPE_EVENT, onHandedEscape);
  }, []);
}

/** A centred modal: focus is trapped inside, Escape and the close button dismiss it, the title names it. */
export function DialogContent({
  title,
  description,
  hideTitle,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  openerRemoved = false,
  ...props
}: DialogContentProps) {
  const { rememberOpener, returnFocus } = useReturnFocus();
  const closeButtonRef = useHandedEscape(onEscapeKeyDown);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay" />
      <DialogPrimitive.Content
        className={clsx('dialog', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          rememberOpener();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event, openerRemoved);
        }}
        onEscapeKeyDown={onEscapeKeyDown}
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
        <DialogPrimitive.Close ref={closeButtonRef} className="dialog__close" aria-label="Close">
          <X aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
