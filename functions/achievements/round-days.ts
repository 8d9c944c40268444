import { tableName } from '../data/dynamo-client';
import { achievementKeys, ROUND_DAYS_ENTITY } from '../data/keys/achievement-keys';
import type { TransactItem } from '../data/transact-write';
import type { RoundReaction } from '../rounds/rounds-repository';

/** The attribute of one day in its year's item: `d<MM-DD>`. */
export function roundDayName(playedAt: string): string {
  return `d${playedAt.slice(5, 10)}`;
}

/**
 * The round days' share of a round write (they feed the day and week achievements): `ADD` one to the day
 * played, minus one from the day it left, in the year items the achievements read for streaks and rounds in a
 * year. Concurrent writes add up; an edit that keeps the date changes nothing. Collected by the round
 * transaction.
 */
export function roundDaysChange(
  userId: string,
  before?: { playedAt: string },
  after?: { playedAt: string },
): TransactItem[] {
  if (before?.playedAt === after?.playedAt) return [];
  const deltas = new Map<string, Map<string, number>>();
  const add = (playedAt: string, by: number) => {
    const year = playedAt.slice(0, 4);
    const days = deltas.get(year) ?? new Map<string, number>();
    days.set(roundDayName(playedAt), (days.get(roundDayName(playedAt)) ?? 0) + by);
    deltas.set(year, days);
  };
  if (before) add(before.playedAt, -1);
  if (after) add(after.playedAt, 1);
  return [...deltas].map(([year, days]) => {
    const entries = [...days];
    return {
      Update: {
        TableName: tableName(),
        Key: achievementKeys.roundDays(userId, year),
        UpdateExpression: `SET entity = :entity ADD ${entries.map((_, i) => `#d${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#d${i}`, name])),
        ExpressionAttributeValues: {
          ':entity': ROUND_DAYS_ENTITY,
          ...Object.fromEntries(entries.map(([, by], i) => [`:v${i}`, by])),
        },
      },
    };
  });
}

/** The round days' reaction to a round write, in the one list (functions/rounds/write/write-round.ts). */
export const roundDaysRoundReaction: RoundReaction = {
  feature: 'achievements (round days)',
  async react(before, after) {
    const userId = (after ?? before)?.userId;
    return { items: userId === undefined ? [] : roundDaysChange(userId, before, after) };
  },
};

/** Rounds per day (YYYY-MM-DD) from the year items; days whose rounds were all deleted are left out. */
export function roundDaysOf(items: readonly Record<string, unknown>[]): Record<string, number> {
  const days: Record<string, number> = {};
  for (const item of items) {
    const year = achievementKeys.yearFromRoundDaysSk(String(item.sk));
    for (const [name, value] of Object.entries(item)) {
      if (/^d\d{2}-\d{2}$/.test(name) && typeof value === 'number' && value > 0) {
        days[`${year}-${name.slice(1)}`] = value;
      }
    }
  }
  return days;
}
