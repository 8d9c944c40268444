import { lazyDialog } from '../lib/lazy-dialog';
import type { RateRoundDialogProps } from './rate-round-dialog';

export type { RateRoundDialogProps };

/**
 * The Rate Course dialog, downloaded the first time a round is rated (the rating form stays out of the
 * screens that only offer it). Used by the dashboard's Recent Rounds and Round History.
 */
export const RateRoundDialog = lazyDialog<RateRoundDialogProps>(
  () => import('./rate-round-dialog'),
  (props) => props.round !== null,
);
