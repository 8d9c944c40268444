import { memo } from 'react';
import type { UserStats } from '#shared/schemas/round';
import type { User } from '#shared/schemas/user';
import { mapStatusCounts, type MyMapCourse } from '#shared/schemas/course-map';
import { bestScoreLabel } from '#shared/rounds/score-display';
import { useUserStats } from '@/features/rounds';
import { useMyMapCourses } from '@/features/map';
import { HandicapFigure } from '@/features/handicap';
import { NO_VALUE } from '@/shared/lib/empty-value';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';

/** A tile's number: "..." while the stats load, N/A when there is none (docs/product-rules.md#empty-values-and-formats). */
function tileValue(stats: UserStats | undefined, isLoading: boolean, pick: (s: UserStats) => number | null) {
  if (isLoading) return '...';
  const value = stats ? pick(stats) : null;
  return value === null ? NO_VALUE : String(value);
}

/**
 * The dashboard's six numbers. They read their own data (the same requests as the cards beside them, one
 * each): an answer re-renders these tiles, not the whole dashboard.
 */
/** `user` is null while a prerendered dashboard waits for the session check (its tiles then read "..."). */
export function DashboardStatTiles({ user }: { user: User | null }) {
  // The golfer's courses with their statuses, the request the dashboard's map makes: the Bucket List count is
  // the map's Wishlist count, by the one rule (a listed course already played counts as played).
  return (
    <StatTiles
      stats={useDeferredAnswer(useUserStats())}
      myCourses={useDeferredAnswer(useMyMapCourses())}
      user={user}
    />
  );
}

/** The tiles as their (deferred) answers render them: skipped while the answers are the same. */
const StatTiles = memo(function StatTiles({
  stats,
  myCourses,
  user,
}: {
  stats: Answer<UserStats>;
  myCourses: Answer<MyMapCourse[]>;
  user: User | null;
}) {
  const statsLoading = stats.isLoading;
  const tiles = [
    { label: 'Courses Played', value: tileValue(stats.data, statsLoading, (s) => s.coursesPlayed) },
    { label: 'Total Rounds', value: tileValue(stats.data, statsLoading, (s) => s.totalRounds) },
    { label: 'Countries', value: tileValue(stats.data, statsLoading, (s) => s.countriesVisited) },
    {
      label: 'Bucket List',
      value: myCourses.isLoading
        ? '...'
        : myCourses.data
          ? String(mapStatusCounts(myCourses.data)['bucket-list'])
          : NO_VALUE,
    },
    {
      label: bestScoreLabel(stats.data?.bestScoreHoles),
      value: tileValue(stats.data, statsLoading, (s) => s.bestScore),
    },
    { label: 'GHIN Index', value: user ? <HandicapFigure user={user} /> : '...' },
  ];
  return (
    <section aria-labelledby="dashboard-stats-title" className="dashboard-stats">
      <h2 id="dashboard-stats-title" className="visually-hidden">
        Your numbers
      </h2>
      <dl className="dashboard-stats__tiles">
        {tiles.map(({ label, value }) => (
          <div key={label} className="dashboard-stats__tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
