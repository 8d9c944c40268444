import { lazy, Suspense, useState } from 'react';
import type { FindOrCreateCourseDialogProps } from './find-or-create-course-dialog';

export type { FindOrCreateCourseDialogProps };

const LazyDialog = lazy(() => import('./find-or-create-course-dialog'));

/**
 * The Find or Create Course dialog, downloaded the first time it opens (its forms, schemas and search code
 * stay out of the screens that only offer it).
 */
export function FindOrCreateCourseDialog(props: FindOrCreateCourseDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
