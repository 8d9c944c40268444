import type { UserStats } from '../../../../../shared/schemas/round';

interface StatCard {
  label: string;
  value: string;
}

function statCards(stats: UserStats | undefined): StatCard[] {
  const show = (value: number | null | undefined, digits = 0) =>
    value == null ? (stats ? 'N/A' : '...') : value.toFixed(digits);
  return [
    { label: 'Total Rounds', value: show(stats?.totalRounds) },
    { label: 'Best Score', value: show(stats?.bestScore) },
    // Spec §5: the average counts 18-hole rounds only, shown to one decimal.
    { label: 'Average Score', value: show(stats?.averageScore, 1) },
    { label: 'Courses Played', value: show(stats?.coursesPlayed) },
  ];
}

export function RoundStatCards({ stats }: { stats: UserStats | undefined }) {
  return (
    <dl className="round-stats">
      {statCards(stats).map(({ label, value }) => (
        <div key={label} className="round-stats__card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
