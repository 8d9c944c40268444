import type { ToastInput } from '@/shared/ui/toast';

/** The played marks' toasts (docs/product-rules.md#played-without-a-round). */
export const PLAYED_TOASTS = {
  marked: {
    title: 'Marked as played',
    description: 'It counts in your courses, countries and map. Log a round there any time.',
    variant: 'success',
  },
  changed: { title: 'Saved', description: 'When you played it is updated.', variant: 'success' },
  unmarked: {
    title: 'Mark removed',
    description: 'The course is no longer marked played.',
    variant: 'success',
  },
  markFailed: { title: 'Error', description: 'Failed to mark the course played.', variant: 'destructive' },
  unmarkFailed: { title: 'Error', description: 'Failed to remove the played mark.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;
