import { userKeys } from './user-keys';

/**
 * Keys of the achievement entities. The ACHIEVEMENT#, ROUNDDAYS#, QUEST, LEADERBOARD prefixes are
 * written here and nowhere else; the golfer's partition comes from userKeys.
 *
 * Unlock:            pk USER#<sub>  sk ACHIEVEMENT#<achievement id>  (unlockedAt, roundId: what earned it)
 * Round days:        pk USER#<sub>  sk ROUNDDAYS#<year>   (d<MM-DD> = rounds that day, kept with ADD by round writes)
 * Quest:             pk USER#<sub>  sk QUEST              (achievementId pinned by Begin Quest)
 * Leaderboard entry: pk USER#<sub>  sk LEADERBOARD        (only while the golfer opts in)
 *                    gsi1 LEADERBOARD / <prestige points, 6 digits>#<countries, 3 digits>#<sub>
 */
const UNLOCK_PREFIX = 'ACHIEVEMENT#';
const ROUND_DAYS_PREFIX = 'ROUNDDAYS#';
export const LEADERBOARD_PARTITION = 'LEADERBOARD';

export const achievementKeys = {
  unlock: (userId: string, achievementId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${UNLOCK_PREFIX}${achievementId}`,
  }),
  unlockPrefix: () => UNLOCK_PREFIX,
  achievementIdFromSk: (sk: string) => sk.slice(UNLOCK_PREFIX.length),
  /** The achievement id of an unlock from its sort key; undefined for any other item of the partition. */
  achievementIdOfUnlockSk: (sk: string) =>
    sk.startsWith(UNLOCK_PREFIX) ? sk.slice(UNLOCK_PREFIX.length) : undefined,
  roundDays: (userId: string, year: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${ROUND_DAYS_PREFIX}${year}`,
  }),
  roundDaysPrefix: () => ROUND_DAYS_PREFIX,
  yearFromRoundDaysSk: (sk: string) => sk.slice(ROUND_DAYS_PREFIX.length),
  quest: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'QUEST' }),
  leaderboardEntry: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'LEADERBOARD' }),
  leaderboardIndex: (userId: string, points: number, countries: number) => ({
    gsi1pk: LEADERBOARD_PARTITION,
    gsi1sk: `${String(Math.min(999999, points)).padStart(6, '0')}#${String(Math.min(999, countries)).padStart(3, '0')}#${userId}`,
  }),
} as const;

export const ACHIEVEMENT_UNLOCK_ENTITY = 'ACHIEVEMENT_UNLOCK';
export const ROUND_DAYS_ENTITY = 'ROUND_DAYS';
export const QUEST_ENTITY = 'QUEST';
export const LEADERBOARD_ENTRY_ENTITY = 'LEADERBOARD_ENTRY';
