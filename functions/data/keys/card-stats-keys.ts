import { userKeys } from './user-keys';

/**
 * Keys of what a golfer's scorecards add up to, kept by round writes (functions/rounds/card-stats-reaction.ts).
 * The CARDSTATS and CARDHOLES# prefixes are written here and nowhere else.
 *
 * Card sums:        pk USER#<sub>  sk CARDSTATS              (one number per sum of shared/scorecards/card-stats.ts)
 * Course hole sums: pk USER#<sub>  sk CARDHOLES#<courseId>   (h<n>Played, h<n>OverPar per hole number)
 */
export const CARD_STATS_ENTITY = 'CARD_STATS';
export const COURSE_HOLE_STATS_ENTITY = 'COURSE_HOLE_STATS';

export const cardStatsKeys = {
  sums: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'CARDSTATS' }),
  courseHoles: (userId: string, courseId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `CARDHOLES#${courseId}`,
  }),
} as const;
