import type { GolfEvent } from '#shared/schemas/community';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/shared/ui/dialog';

interface CancelReservationDialogProps {
  /** The event whose spot the golfer asked to give up; null while no one is asking. */
  event: GolfEvent | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (event: GolfEvent) => void;
}

/**
 * Asked before a reservation goes: the spot returns to other members at once, and on a full event it may
 * not come back.
 */
export function CancelReservationDialog({
  event,
  pending,
  onOpenChange,
  onConfirm,
}: CancelReservationDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      {event ? (
        <DialogContent
          role="alertdialog"
          title="Cancel your reservation?"
          description={`Your spot at ${event.title} goes back to other members, and you may not get it again if the event fills up.`}
        >
          <div className="dialog-actions">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Keep My Spot
              </Button>
            </DialogClose>
            <Button variant="destructive" pending={pending} onClick={() => onConfirm(event)}>
              {pending ? 'Cancelling...' : 'Cancel Reservation'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
