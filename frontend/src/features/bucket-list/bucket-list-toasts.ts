import type { ToastInput } from '@/shared/ui/toast';

/** The bucket list's toasts (docs/product-rules.md#bucket-list). */
export const BUCKET_LIST_TOASTS = {
  added: {
    title: 'Added to bucket list',
    description: 'Course has been added to your bucket list!',
    variant: 'success',
  },
  // A course already listed, re-added with a new priority or notes (the Add to Bucket List form).
  updated: {
    title: 'Bucket list updated',
    description: 'The course was already on your bucket list: your changes to it are saved.',
    variant: 'success',
  },
  alreadyListed: {
    title: 'Already on your bucket list',
    description: 'Nothing changed. Set a new priority or notes to update it.',
    variant: 'default',
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
