import { lazyDialog } from '../../shared/lib/lazy-dialog';
import type { AddRoundDialogProps } from './add-round-dialog';

export type { AddRoundDialogProps };

/**
 * The Add New Round dialog, downloaded the first time it opens (its form, schemas and photo code stay out of
 * the screens that only offer it). Used by the dashboard, and by the passport later.
 */
export const AddRoundDialog = lazyDialog<AddRoundDialogProps>(
  () => import('./add-round-dialog'),
  (props) => props.open,
);
