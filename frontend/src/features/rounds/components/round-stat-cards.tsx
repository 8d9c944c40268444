import { summarizeRounds } from '#shared/rounds/stats';
import { bestScoreLabel } from '#shared/rounds/score-display';
import type { Round } from '#shared/schemas/round';

interface StatCard {
  label: string;
  value: string;
}

/**
 * The tiles of the rounds shown (docs/product-rules.md#stats: they follow the filters), or "..." while the
 * rounds load.
 */
function statCards(rounds: readonly Round[] | undefined): StatCard[] {
  const summary = rounds ? summarizeRounds(rounds) : undefined;
  const show = (value: number | null | undefined, digits = 0) =>
    value == null ? (summary ? 'N/A' : '...') : value.toFixed(digits);
  return [
    { label: 'Total Rounds', value: show(summary?.totalRounds) },
    { label: bestScoreLabel(summary?.bestScoreHoles), value: show(summary?.bestScore) },
    // The average counts 18-hole rounds only, shown to one decimal (docs/product-rules.md#stats).
    { label: 'Average Score', value: show(summary?.averageScore, 1) },
    { label: 'Courses Played', value: show(summary?.coursesPlayed) },
  ];
}

export function RoundStatCards({
  rounds,
  filtered,
}: {
  rounds: readonly Round[] | undefined;
  filtered: boolean;
}) {
  const scope = filtered ? 'Stats of the rounds shown' : 'Stats of all your rounds';
  return (
    <>
      {/* With filters on, the figures describe the rounds shown (docs/product-rules.md#stats); the screen says so. */}
      {filtered ? <p className="round-stats__scope">Figures for the rounds shown (filters on)</p> : null}
      <dl className="round-stats" aria-label={scope}>
        {statCards(rounds).map(({ label, value }) => (
          <div key={label} className="round-stats__card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
