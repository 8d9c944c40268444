import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface DiscardGuard {
  /** For the guarded dialog's root: a dismissal (Escape, the close button, a click outside) asks first. */
  onOpenChange: (open: boolean) => void;
  /** The form says whether its entries differ from what it opened with. */
  setUnsaved: (unsaved: boolean) => void;
  /** The question; render it inside the guarded dialog's root. */
  prompt: ReactNode;
}

interface DiscardQuestion {
  /** "Discard this round?" */
  title: string;
  /** What is lost, in the golfer's words. */
  description: string;
}

/**
 * Keeps a form dialog from losing what the golfer typed to a stray Escape or click outside: while the form
 * holds unsaved entries, a dismissal asks first, with "Keep editing" as the default answer. The form's own
 * Cancel and Back buttons are deliberate and go straight through.
 */
export function useDiscardGuard(
  onOpenChange: (open: boolean) => void,
  question: DiscardQuestion,
): DiscardGuard {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const setUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  return {
    onOpenChange: (open) => {
      if (!open && unsaved.current) {
        setAsking(true);
        return;
      }
      onOpenChange(open);
    },
    setUnsaved,
    prompt: (
      <DiscardDialog
        {...question}
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          unsaved.current = false;
          onOpenChange(false);
        }}
      />
    ),
  };
}

function DiscardDialog({
  title,
  description,
  open,
  onKeepEditing,
  onDiscard,
}: DiscardQuestion & { open: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      {/* "Keep editing" comes first, so it takes the focus: Enter or Escape keeps what was typed. */}
      <DialogContent role="alertdialog" className="discard-dialog" title={title} description={description}>
        <div className="dialog-actions">
          <DialogClose asChild>
            <Button variant="secondary">Keep editing</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
