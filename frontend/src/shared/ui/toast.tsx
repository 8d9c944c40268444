import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import * as ToastPrimitive from 'radix-ui/toast';
import { DIALOG_ESCAPE_EVENT } from './dialog-escape';
import './toast.css';

/**
 * One toast at a time, shown 5 s, swiped right past 50 px to dismiss, F8 focuses the region
 * (docs/product-rules.md#messages).
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastApi {
  /** Shows a toast, replacing the one on screen if any. */
  toast: (input: ToastInput) => void;
  /** Shows a toast once the one on screen has gone (news that must not hide a form's own message). */
  toastAfterCurrent: (input: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

/**
 * A toast is the newest of Radix's dismissable layers, so it hears Escape before a dialog that was open when
 * it appeared: the golfer working in that dialog (a Remove in the bucket list) would need two presses to
 * close it, the first taking away a toast they never focused. While focus is in a dialog, Escape is the
 * dialog's (the toast stays to its 5 s); in the toast itself, or with no dialog open, it dismisses the toast.
 */
function passEscapeToDialog(event: KeyboardEvent) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused.closest('.toast')) return;
  const dialog = focused.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  // A dialog that takes the handed Escape cancels the event (ours all do); any other keeps Radix's way.
  const taken = dialog && !dialog.dispatchEvent(new CustomEvent(DIALOG_ESCAPE_EVENT, { cancelable: true }));
  if (taken) event.preventDefault();
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const nextId = useRef(0);

  const onScreen = useRef(false);
  const waiting = useRef<ToastInput[]>([]);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    onScreen.current = true;
    setShown({ ...input, id: nextId.current, open: true });
  }, []);
  const toastAfterCurrent = useCallback(
    (input: ToastInput) => {
      if (onScreen.current) waiting.current.push(input);
      else toast(input);
    },
    [toast],
  );
  const dismiss = useCallback(() => {
    const next = waiting.current.shift();
    if (next) {
      toast(next);
      return;
    }
    onScreen.current = false;
    setShown((current) => current && { ...current, open: false });
  }, [toast]);
  const api = useMemo(() => ({ toast, toastAfterCurrent, dismiss }), [toast, toastAfterCurrent, dismiss]);

  const variant = shown?.variant ?? 'default';
  const Icon = icons[variant];
  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {shown ? (
          <ToastPrimitive.Root
            // A new id remounts the toast, so its 5 s timer starts again and the previous one is gone.
            key={shown.id}
            open={shown.open}
            onOpenChange={(open) => {
              if (!open) dismiss();
            }}
            onEscapeKeyDown={passEscapeToDialog}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={clsx('toast', `toast--${variant}`)}
          >
            <Icon className="toast__icon" aria-hidden="true" />
            <div className="toast__body">
              <ToastPrimitive.Title className="toast__title">{shown.title}</ToastPrimitive.Title>
              {shown.description ? (
                <ToastPrimitive.Description className="toast__description">
                  {shown.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close className="toast__close" aria-label="Dismiss notification">
              <X aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}
