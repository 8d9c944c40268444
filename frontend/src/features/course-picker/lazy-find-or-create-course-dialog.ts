import { lazyDialog } from '@/shared/lib/lazy-dialog';
import type { FindOrCreateCourseDialogProps } from './find-or-create-course-dialog';

export type { FindOrCreateCourseDialogProps };

/**
 * The Find or Create Course dialog, downloaded the first time it opens (its forms, schemas and search code
 * stay out of the screens that only offer it).
 */
export const FindOrCreateCourseDialog = lazyDialog<FindOrCreateCourseDialogProps>(
  () => import('./find-or-create-course-dialog'),
  (props) => props.open,
);
