import { clsx } from 'clsx';
import type { User } from '#shared/schemas/user';
import { HandicapFigure } from '@/features/handicap';

/**
 * The header's GHIN number and index (docs/product-rules.md#header), each "N/A" when the golfer has none. The
 * index is the one handicap every screen shows (GHIN's official, else the golfer's own, tagged which).
 */
export function GhinSummary({ user, className }: { user: User; className?: string }) {
  return (
    <dl className={clsx('ghin-summary', className)}>
      <div className="ghin-summary__item">
        <dt>GHIN #</dt>
        <dd>{user.ghinNumber || 'N/A'}</dd>
      </div>
      <div className="ghin-summary__item">
        <dt>Index</dt>
        <dd>
          <HandicapFigure user={user} />
        </dd>
      </div>
    </dl>
  );
}
