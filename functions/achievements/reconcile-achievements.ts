import { ACHIEVEMENT_RULES, standingsOf } from '#shared/achievements/rules';
import { deriveFigures, type GolferFigures } from '#shared/achievements/golfer-facts';
import { dataBeganOn, roundUnlockDates } from '#shared/achievements/unlock-dates';
import type { AchievementChanges } from '#shared/schemas/achievement';
import {
  deleteUnlock,
  redateUnlock,
  getGolferFacts,
  listUnlocks,
  putUnlock,
  syncLeaderboardEntry,
} from './achievements-repository';
import { authorName } from '../ratings/my-rating-repository';

/** What crossed a line: a round (its date played and id) or another action (its day, no round). */
export interface AchievementTrigger {
  date: string;
  roundId: string | null;
  /**
   * The write added, changed or removed rounds played on or after this day ('' for any day: an import, a
   * GHIN sync): stored unlocks dated from it on may have been reached on another day, so they are dated again.
   * Absent when no round changed.
   */
  roundsFrom?: string;
}

export interface ReconciledAchievements extends AchievementChanges {
  /**
   * The golfer's unlocks after the reconciliation, id -> date: a read turns them into the screens' views
   * (shared/achievements/evaluate.ts, achievementViews); a write needs only what changed, so the Lambdas that
   * only write carry the rules, not the screens' texts (docs/performance.md#goals).
   */
  unlocks: ReadonlyMap<string, string>;
  figures: GolferFigures;
  /** The ids of stored unlocks moved to another day. */
  redated: string[];
}

const titleOf = new Map(ACHIEVEMENT_RULES.map((definition) => [definition.id, definition]));

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Brings the golfer's stored unlocks in line with their data after a write (round, rating, profile, share,
 * reservation) or on a read: a rule newly met is stored, a stored unlock whose rule no longer holds (its round
 * deleted) is taken away. A rule the rounds decide is dated by the round that first met it in the order the
 * rounds were played (shared/achievements/unlock-dates.ts), so an old round logged late dates it right; any
 * other by the day of the write (or its own `dateOf`). When rounds changed (`roundsFrom`), stored unlocks
 * from that day on are dated again; otherwise a stored date is kept. The leaderboard entry of an opted-in
 * golfer follows. Runs after the write commits: an unlock may lag its write by the time of a retry, never
 * the other way round.
 */
export async function reconcileAchievements(
  userId: string,
  trigger: AchievementTrigger,
): Promise<ReconciledAchievements> {
  const [{ facts, firstName, lastName }, stored] = await Promise.all([
    getGolferFacts(userId, todayUtc()),
    listUnlocks(userId),
  ]);
  const figures = deriveFigures(facts);
  const met = new Set(
    standingsOf(ACHIEVEMENT_RULES, figures)
      .filter((s) => s.met)
      .map((s) => s.definition.id),
  );
  const storedById = new Map(stored.map((unlock) => [unlock.achievementId, unlock]));
  const unlocks = new Map(stored.map((unlock) => [unlock.achievementId, unlock.unlockedAt]));

  const toEarn = [...met].filter((id) => !storedById.has(id));
  const toLose = [...storedById.keys()].filter((id) => !met.has(id) && titleOf.has(id));
  const { roundsFrom } = trigger;
  const toCheck =
    roundsFrom === undefined
      ? []
      : stored
          .filter((unlock) => met.has(unlock.achievementId) && unlock.unlockedAt >= roundsFrom)
          .map((unlock) => unlock.achievementId);
  const roundDates = roundUnlockDates(facts, [...toEarn, ...toCheck]);
  const began = dataBeganOn(facts);
  const dateOfNew = (id: string) => {
    const reached = roundDates.get(id);
    if (reached) return reached;
    const date = titleOf.get(id)?.dateOf?.(facts) ?? trigger.date;
    return { date: date < began ? began : date, roundId: trigger.roundId };
  };
  const toRedate = toCheck.flatMap((id) => {
    const reached = roundDates.get(id);
    return reached && reached.date !== storedById.get(id)?.unlockedAt ? [{ id, ...reached }] : [];
  });

  const [earnedFlags, lostFlags] = await Promise.all([
    Promise.all(
      toEarn.map((achievementId) => {
        const { date, roundId } = dateOfNew(achievementId);
        return putUnlock(userId, { achievementId, unlockedAt: date, roundId });
      }),
    ),
    Promise.all(toLose.map((achievementId) => deleteUnlock(userId, achievementId))),
    Promise.all(
      toRedate.map(({ id, date, roundId }) =>
        redateUnlock(userId, { achievementId: id, unlockedAt: date, roundId }),
      ),
    ),
  ]);
  for (const id of toEarn) unlocks.set(id, dateOfNew(id).date);
  for (const { id, date } of toRedate) unlocks.set(id, date);
  for (const id of toLose) unlocks.delete(id);

  const earned = toEarn
    .filter((_, index) => earnedFlags[index])
    .flatMap((id) => {
      const definition = titleOf.get(id);
      return definition ? [{ id, title: definition.title, points: definition.points }] : [];
    });
  const lost = toLose
    .filter((_, index) => lostFlags[index])
    .map((id) => ({ id, title: titleOf.get(id)?.title ?? id }));

  const changed = earned.length > 0 || lost.length > 0 || toRedate.length > 0;
  if (facts.leaderboardOptIn && (changed || trigger.roundId === null)) {
    const latest = [...unlocks].sort(([, a], [, b]) => b.localeCompare(a))[0];
    await syncLeaderboardEntry(userId, {
      name: authorName({ firstName, lastName }),
      // The points of the earned achievements, as the Leaderboard's summary counts them (evaluate.ts, summarize).
      prestigePoints: [...unlocks.keys()].reduce((sum, id) => sum + (titleOf.get(id)?.points ?? 0), 0),
      countries: figures.countries.size,
      latestUnlock: latest ? { title: titleOf.get(latest[0])?.title ?? latest[0], date: latest[1] } : null,
    });
  }
  return { unlocks, figures, earned, lost, redated: toRedate.map(({ id }) => id) };
}
