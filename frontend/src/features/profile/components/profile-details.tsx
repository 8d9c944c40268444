import type { User } from '#shared/schemas/user';
import { formatMonthYear } from '#shared/format/date';
import type { ReactNode } from 'react';
import { HandicapFigure } from '@/features/handicap';
import { joinLocation } from '@/shared/lib/format';

const NOT_SET = 'Not set';

/**
 * The read view (docs/product-rules.md#profile-and-premium): every value falls back to "Not set", except the
 * handicap, which is the one handicap every screen shows (GHIN's official, else the golfer's own; "N/A" when
 * neither).
 */
export function ProfileDetails({ user }: { user: User }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'GHIN Number', value: user.ghinNumber },
    {
      label: 'Handicap Index',
      value: <HandicapFigure user={user} />,
    },
    { label: 'Member Since', value: formatMonthYear(user.createdAt) },
    { label: 'Home Course', value: user.homeCourse },
    { label: 'Location', value: joinLocation(user.city, user.state, user.country) },
  ];
  return (
    <dl className="profile-details">
      {rows.map(({ label, value }) => (
        <div key={label} className="profile-details__row">
          <dt>{label}</dt>
          <dd className={value ? undefined : 'profile-details__empty'}>{value || NOT_SET}</dd>
        </div>
      ))}
    </dl>
  );
}
