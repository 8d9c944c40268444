import type { User } from '../../../../../shared/schemas/user';
import { formatMonthYear } from '../../../../../shared/format/date';
import { formatHandicap, joinLocation } from '../../../shared/lib/format';

const NOT_SET = 'Not set';

/** The read view (spec §2 Profile): every value falls back to "Not set". */
export function ProfileDetails({ user }: { user: User }) {
  const rows = [
    { label: 'GHIN Number', value: user.ghinNumber },
    { label: 'Handicap Index', value: formatHandicap(user.handicap) },
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
