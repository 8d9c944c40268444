import { clsx } from 'clsx';
import type { User } from '../../../../shared/schemas/user';
import { formatHandicap } from '../../shared/lib/format';

/** Spec §2 Header: the GHIN number and GHIN index, each "N/A" when the golfer has none. */
export function GhinSummary({ user, className }: { user: User; className?: string }) {
  return (
    <dl className={clsx('ghin-summary', className)}>
      <div className="ghin-summary__item">
        <dt>GHIN #</dt>
        <dd>{user.ghinNumber || 'N/A'}</dd>
      </div>
      <div className="ghin-summary__item">
        <dt>Index</dt>
        <dd>{formatHandicap(user.ghinHandicap) ?? 'N/A'}</dd>
      </div>
    </dl>
  );
}
