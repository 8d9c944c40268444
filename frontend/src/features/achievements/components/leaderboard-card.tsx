import { Trophy } from 'lucide-react';
import { useLeaderboard } from '../api/leaderboard-api';
import { LeaderboardOptIn } from './leaderboard-opt-in';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * The leaderboard of prestige points and countries. Only golfers who chose to appear are on it, by first
 * name and last initial.
 */
export function LeaderboardCard() {
  const { data, error, isLoading } = useLeaderboard();
  const needsConnection = useNeedsConnection(error);
  return (
    <Card className="leaderboard" id="leaderboard">
      <CardHeader title="Leaderboard" description="Prestige points and countries played" icon={<Trophy />} />
      <CardContent>
        <LeaderboardOptIn />
        {isLoading ? (
          <div className="leaderboard__rows" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height="2.25rem" />
            ))}
          </div>
        ) : needsConnection ? (
          <NeedsConnection size="sm" title="The leaderboard needs a connection" />
        ) : error ? (
          <EmptyState size="sm" title="Could not load the leaderboard" />
        ) : data && data.entries.length > 0 ? (
          <ol className="leaderboard__rows">
            {data.entries.map((entry) => (
              <li key={`${entry.rank}-${entry.name}`} className="leaderboard__row">
                <span className="leaderboard__rank">#{entry.rank}</span>
                <span className="leaderboard__name">{entry.name}</span>
                <span className="leaderboard__figure">{entry.prestigePoints} pts</span>
                <span className="leaderboard__figure">
                  {entry.countries} {entry.countries === 1 ? 'country' : 'countries'}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState
            size="sm"
            title="No one on the leaderboard yet"
            description="Be the first: turn on the switch above."
          />
        )}
      </CardContent>
    </Card>
  );
}
