import type { CommunityOverview } from '#shared/schemas/community';
import { listLeaderboard } from '../../achievements/achievements-repository';
import { getCommunityStats } from '../community-counters';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

const FEATURED_MEMBERS = 5;
const RECENT_ACTIVITY = 6;
/** Recent Activity reads the latest unlock of this many leading opted-in golfers. */
const ACTIVITY_POOL = 50;

/**
 * GET /api/community/overview: the stats row from the community counters, Featured Members (the leading
 * opted-in golfers) and Recent Activity (the latest achievements of opted-in golfers). A golfer who has not
 * opted in is in neither list.
 */
export const getOverview: SessionRoute = {
  auth: 'session',
  async handle() {
    const [stats, standings] = await Promise.all([getCommunityStats(), listLeaderboard(ACTIVITY_POOL)]);
    const body: CommunityOverview = {
      stats,
      featuredMembers: standings.slice(0, FEATURED_MEMBERS).map((standing, index) => ({
        rank: index + 1,
        name: standing.name,
        prestigePoints: standing.prestigePoints,
        countries: standing.countries,
      })),
      recentActivity: standings
        .flatMap((standing) =>
          standing.latestUnlock ? [{ name: standing.name, ...standing.latestUnlock }] : [],
        )
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, RECENT_ACTIVITY),
    };
    return json(200, body);
  },
};
