import { cardStatistics, cardSumsOf, type CardStatistics } from '#shared/scorecards/card-stats';
import { getCardSumsItem } from '../card-stats-reaction';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * GET /api/user/card-stats: what the golfer's scorecards tell (scoring average by par, scores to par,
 * fairways, greens, putts, scrambling), from the sums round writes keep: one GetItem whatever the number of
 * rounds. No card yet: every figure empty (cards 0), which the screen says in words.
 */
export const getCardStats: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const body: CardStatistics = cardStatistics(cardSumsOf(await getCardSumsItem(session.userId)));
    return json(200, body);
  },
};
