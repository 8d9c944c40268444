import { lazy, Suspense, useState } from 'react';
import type { RateRoundDialogProps } from './rate-round-dialog';

export type { RateRoundDialogProps };

const LazyDialog = lazy(() => import('./rate-round-dialog'));

/**
 * The Rate Course dialog, downloaded the first time a round is rated (the rating form stays out of the
 * screens that only offer it). Used by the dashboard's Recent Rounds and Round History.
 */
export function RateRoundDialog(props: RateRoundDialogProps) {
  const [wanted, setWanted] = useState(props.round !== null);
  if (props.round !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
