import { lazyDialog } from '@/shared/lib/lazy-dialog';
import type { AddToBucketListDialogProps } from './add-to-bucket-list-form';

export type { AddToBucketListDialogProps };

/** The Add to Bucket List dialog (dashboard, Passport), downloaded the first time it opens. */
export const AddToBucketListDialog = lazyDialog<AddToBucketListDialogProps>(
  () => import('./add-to-bucket-list-form'),
  (props) => props.open,
);
