import { ListChecks } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import type { UserStats } from '#shared/schemas/round';
import { againstParWords, bestScoreLabel } from '#shared/rounds/score-display';
import { useUserStats } from '@/features/rounds';
import { HandicapFigure } from '@/features/handicap';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { AddRoundAction } from './add-round-action';
import { NO_VALUE } from '@/shared/lib/empty-value';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';

/**
 * The sidebar's Quick Stats (docs/product-rules.md#dashboard), reading the stats itself so that their answer
 * re-renders only it. `user` is null while a prerendered dashboard waits for the session check: the card
 * reads as loading.
 */
export function QuickStatsCard(props: QuickStatsCardProps) {
  return <QuickStats stats={useDeferredAnswer(useUserStats())} {...props} />;
}

interface QuickStatsCardProps {
  user: User | null;
  onAddRound: () => void;
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const QuickStats = memo(function QuickStats({
  stats,
  user,
  onAddRound,
}: QuickStatsCardProps & { stats: Answer<UserStats> }) {
  const hasRounds = (stats.data?.totalRounds ?? 0) > 0;
  return (
    <Card>
      <CardHeader title="Quick Stats" level={2} icon={<ListChecks />} />
      <CardContent>
        {hasRounds && stats.data && user ? (
          <>
            <dl className="quick-stats">
              <div>
                <dt>{bestScoreLabel(stats.data.bestScoreHoles)}</dt>
                <dd>
                  {stats.data.bestScore ?? NO_VALUE}
                  {stats.data.bestScore === null || stats.data.bestScorePar === null ? null : (
                    // Against the best round's own par, not a fixed 72 (a 9-hole 43 is not "29 under").
                    <span className="quick-stats__sub">
                      {againstParWords(stats.data.bestScore, stats.data.bestScorePar)}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>Avg Score</dt>
                <dd>{stats.data.averageScore === null ? NO_VALUE : stats.data.averageScore.toFixed(1)}</dd>
              </div>
              <div>
                <dt>Total Rounds</dt>
                <dd>{stats.data.totalRounds}</dd>
              </div>
              <div>
                <dt>GHIN Index</dt>
                <dd>
                  <HandicapFigure user={user} />
                </dd>
              </div>
              <div>
                <dt>GHIN #</dt>
                <dd>{user.ghinNumber || 'N/A'}</dd>
              </div>
            </dl>
            <Link to="/year" className="quick-stats__year">
              Your year in golf
            </Link>
          </>
        ) : stats.isLoading || !user ? (
          <p className="quick-stats__empty">Loading stats...</p>
        ) : (
          <EmptyState
            size="sm"
            icon={<ListChecks />}
            title="No stats available"
            description="Scores and averages appear after your first round."
            action={<AddRoundAction onClick={onAddRound} />}
          />
        )}
      </CardContent>
    </Card>
  );
});
