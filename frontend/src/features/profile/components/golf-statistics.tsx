import { ChartNoAxesColumn } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../shared/ui/card';

/**
 * Spec §2 Profile, Golf Statistics. Rounds cannot be logged yet (their issue adds GET /api/user/stats), so
 * these are the true figures of every archive today: nothing played, no best score.
 */
const stats = [
  { label: 'Courses Played', value: '0' },
  { label: 'Countries Visited', value: '0' },
  { label: 'Total Rounds', value: '0' },
  { label: 'Best Score', value: 'N/A' },
] as const;

export function GolfStatistics() {
  return (
    <Card>
      <CardHeader title="Golf Statistics" icon={<ChartNoAxesColumn />} titleId="golf-statistics-title" />
      <CardContent>
        <dl className="profile-stats">
          {stats.map(({ label, value }) => (
            <div key={label} className="profile-stats__tile">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="profile-card-note">These fill in as you log rounds.</p>
      </CardContent>
    </Card>
  );
}
