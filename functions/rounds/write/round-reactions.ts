import { roundDaysRoundReaction } from '../../achievements/round-days';
import { bucketListRoundReaction } from '../../bucket-list/bucket-list-reaction';
import { storyRoundReaction } from '../../community/story-reaction';
import { courseLinkRoundReaction } from '../../passport/course-link-reaction';
import { ratingRoundReaction } from '../../ratings/round-reaction';
import { cardStatsRoundReaction } from '../card-stats-reaction';
import { roundTotalsRoundReaction } from '../round-totals-reaction';
import type { RoundReaction } from './round-reaction';

/**
 * Every feature's reaction to a round write, listed once (docs/architecture.md, "Round writes"). A feature
 * that must change with a golfer's rounds adds its reaction in its own folder and one line here; the round
 * write (./write-round.ts) runs them all for every create, edit and delete, whoever makes it (the rounds
 * routes, Rate Course, the CSV import, the GHIN sync, the seed and bench scripts).
 */
export const roundReactions: readonly RoundReaction[] = [
  roundTotalsRoundReaction, // functions/rounds: the score counters behind the stats
  courseLinkRoundReaction, // functions/passport: played, round count, architect notes, passport totals
  ratingRoundReaction, // functions/ratings: the golfer's rating of the course and its aggregate
  bucketListRoundReaction, // functions/bucket-list: the entry's ticks
  roundDaysRoundReaction, // functions/achievements: rounds per day, for streaks
  storyRoundReaction, // functions/community: the round's story while it is shared
  cardStatsRoundReaction, // functions/rounds: the card statistics and the golfer's holes at each course
];
