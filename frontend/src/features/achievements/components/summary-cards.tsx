import type { AchievementSummary } from '#shared/schemas/achievement';

/**
 * docs/product-rules.md#achievements: Achievements Earned, In Progress, Prestige Points (earned points),
 * Mastery Level (earned / total).
 */
export function SummaryCards({ summary }: { summary: AchievementSummary | undefined }) {
  const show = (value: number | undefined, suffix = '') =>
    value === undefined ? '...' : `${value}${suffix}`;
  const cards = [
    {
      label: 'Achievements Earned',
      value: show(summary?.earned),
      note: summary ? `of ${summary.total}` : '',
    },
    { label: 'In Progress', value: show(summary?.inProgress), note: 'under way' },
    { label: 'Prestige Points', value: show(summary?.prestigePoints), note: 'from earned achievements' },
    { label: 'Mastery Level', value: show(summary?.masteryLevel, '%'), note: 'of all achievements' },
  ];
  return (
    <dl className="achievement-summary">
      {cards.map(({ label, value, note }) => (
        <div key={label} className="achievement-summary__card">
          <dt>{label}</dt>
          <dd>
            {value}
            <span className="achievement-summary__note">{note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
