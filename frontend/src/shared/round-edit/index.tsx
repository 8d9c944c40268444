import { lazy, Suspense, useState } from 'react';
import type { EditRoundDialogProps } from './edit-round-dialog';

export type { EditRoundDialogProps };

const LazyDialog = lazy(() => import('./edit-round-dialog'));

/**
 * The Edit Round dialog, downloaded the first time a round is opened in it (its form, schemas and photo code
 * stay out of the screens that only offer it). Used by Round History and the dashboard's Recent Rounds.
 */
export function EditRoundDialog(props: EditRoundDialogProps) {
  const [wanted, setWanted] = useState(props.round !== null);
  if (props.round !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
