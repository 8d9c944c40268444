import type { ToastInput } from '../ui/toast';

/** Spec §8: the bucket list's toasts. */
export const BUCKET_LIST_TOASTS = {
  added: {
    title: 'Added to bucket list',
    description: 'Course has been added to your bucket list!',
    variant: 'success',
  },
  removed: {
    title: 'Removed from bucket list',
    description: 'Course has been removed from your bucket list.',
    variant: 'success',
  },
  addFailed: { title: 'Error', description: 'Failed to add course to bucket list.', variant: 'destructive' },
  removeFailed: {
    title: 'Error',
    description: 'Failed to remove course from bucket list.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
