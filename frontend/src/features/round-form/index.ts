import { lazyDialog } from '@/shared/lib/lazy-dialog';
import type { AddRoundDialogProps } from './add-round-dialog';

export type { AddRoundDialogProps };
export { EditRoundDialog, type EditRoundDialogProps } from './lazy-edit-round-dialog';
export { DeleteRoundDialog } from './components/delete-round-dialog';
export { ratingAverage } from './rating-summary';

/**
 * The Add New Round dialog, downloaded the first time it opens (its form, schemas and photo code stay out of
 * the screens that only offer it). Used by the dashboard, Round History and the passport.
 */
export const AddRoundDialog = lazyDialog<AddRoundDialogProps>(
  () => import('./add-round-dialog'),
  (props) => props.open,
);
