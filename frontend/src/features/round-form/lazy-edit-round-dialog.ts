import { lazyDialog } from '@/shared/lib/lazy-dialog';
import type { EditRoundDialogProps } from './edit-round-dialog';

export type { EditRoundDialogProps };

/**
 * The Edit Round dialog, downloaded the first time a round is opened in it (its form, schemas and photo code
 * stay out of the screens that only offer it). Used by Round History and the dashboard's Recent Rounds.
 */
export const EditRoundDialog = lazyDialog<EditRoundDialogProps>(
  () => import('./edit-round-dialog'),
  (props) => props.round !== null,
);
