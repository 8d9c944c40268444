import { lazy, Suspense, useState } from 'react';
import type { AddRoundDialogProps } from './add-round-dialog';

export type { AddRoundDialogProps };

const LazyDialog = lazy(() => import('./add-round-dialog'));

/**
 * The Add New Round dialog, downloaded the first time it opens (its form, schemas and photo code stay out of
 * the screens that only offer it). Used by the dashboard, and by the passport later.
 */
export function AddRoundDialog(props: AddRoundDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
