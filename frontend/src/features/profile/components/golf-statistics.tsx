import { ChartNoAxesColumn } from 'lucide-react';
import { bestScoreLabel } from '#shared/rounds/score-display';
import { useUserStats } from '@/features/rounds';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { NO_VALUE } from '@/shared/lib/empty-value';

/**
 * Golf Statistics (docs/product-rules.md#profile-and-premium): courses, countries, rounds and best score (N/A
 * without rounds).
 */
export function GolfStatistics() {
  const { data, error, isLoading } = useUserStats();
  const shown = (value: number | null | undefined, none = '0') => {
    if (isLoading) return '...';
    if (error) return NO_VALUE;
    return value === null || value === undefined ? none : String(value);
  };
  const stats = [
    { label: 'Courses Played', value: shown(data?.coursesPlayed) },
    { label: 'Countries Visited', value: shown(data?.countriesVisited) },
    { label: 'Total Rounds', value: shown(data?.totalRounds) },
    { label: bestScoreLabel(data?.bestScoreHoles), value: shown(data?.bestScore, NO_VALUE) },
  ];
  return (
    <Card>
      <CardHeader title="Golf Statistics" icon={<ChartNoAxesColumn />} titleId="golf-statistics-title" />
      <CardContent>
        <dl className="profile-stats" aria-busy={isLoading || undefined}>
          {stats.map(({ label, value }) => (
            <div key={label} className="profile-stats__tile">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {error ? (
          <p className="profile-card-note">Your statistics could not be loaded. Please reload the page.</p>
        ) : data?.totalRounds === 0 ? (
          <p className="profile-card-note">These fill in as you log rounds.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
