import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION, deleteAccountSchema } from '#shared/schemas/account';
import { apiErrorMessage } from '@/shared/api/http';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { clearDeviceCopies } from '@/shared/offline/sign-out';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/shared/ui/dialog';
import { Field, Input } from '@/shared/ui/field';
import { deleteAccount } from '../api/account-data';
import { rememberAccountDeleted } from '@/shared/lib/account-deleted-notice';

const FAILED_MESSAGE = 'Your account could not be deleted just now. Nothing was lost; please try again.';

/** What goes with the account: said before the golfer confirms (spec: a destructive action names its cost). */
const LOST = [
  'your profile and sign-in',
  'every round, with its photos',
  'your course ratings, drafts and reviews (each course’s community score is recounted without them)',
  'your bucket list, achievements, quest and leaderboard place',
  'your GHIN link and handicap history',
  'your event reservations (the seats go back) and the stories you shared',
];

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Delete my account: names what will be lost, asks the golfer to type DELETE (checked by the same schema as
 * the API), then deletes, clears this device's copies and ends the sign-in provider's session.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = deleteAccountSchema.safeParse({ confirmation: typed }).success;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setTyped('');
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { signOutUrl } = await deleteAccount({ confirmation: DELETE_ACCOUNT_CONFIRMATION });
      await clearDeviceCopies();
      rememberAccountDeleted();
      navigateTo(signOutUrl);
    } catch (error) {
      setFailure(apiErrorMessage(error, FAILED_MESSAGE));
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        role="alertdialog"
        className="delete-account"
        title="Delete your account?"
        description="This permanently deletes everything Fescue holds on you. It cannot be undone."
      >
        <form className="delete-account__form" onSubmit={(event) => void submit(event)}>
          <div className="delete-account__lost">
            <p>You will lose:</p>
            <ul>
              {LOST.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>Want a copy first? Close this and choose Download my data.</p>
          </div>
          <Field label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}>
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={pending}
            />
          </Field>
          {failure ? (
            <p className="delete-account__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="dialog-actions">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" pending={pending} disabled={!confirmed}>
              {pending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
