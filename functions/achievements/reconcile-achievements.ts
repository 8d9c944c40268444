import { achievementViews, standings, summarize } from '../../shared/achievements/evaluate';
import { ACHIEVEMENTS } from '../../shared/achievements/definitions';
import { deriveFigures, type GolferFigures } from '../../shared/achievements/golfer-facts';
import type { Achievement, AchievementChanges } from '../../shared/schemas/achievement';
import {
  deleteUnlock,
  getGolferFacts,
  listUnlocks,
  putUnlock,
  syncLeaderboardEntry,
} from '../data/achievements-repository';
import { authorName } from '../data/ratings-repository';

/** What crossed a line: a round (its date played and id) or another action (its day, no round). */
export interface AchievementTrigger {
  date: string;
  roundId: string | null;
}

export interface ReconciledAchievements extends AchievementChanges {
  achievements: Achievement[];
  figures: GolferFigures;
}

const titleOf = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition]));

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Brings the golfer's stored unlocks in line with their data after a write (round, rating, profile, share,
 * reservation) or on a read: a rule newly met is stored with the trigger's date (the round that crossed the
 * line, or the action's day), a stored unlock whose rule no longer holds (its round deleted) is taken away.
 * A stored unlock is never re-dated, so a recompute does not move dates. The leaderboard entry of an
 * opted-in golfer follows. Runs after the write commits: an unlock may lag its write by the time of a retry,
 * never the other way round.
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
    standings(figures)
      .filter((s) => s.met)
      .map((s) => s.definition.id),
  );
  const storedIds = new Set(stored.map((unlock) => unlock.achievementId));
  const unlocks = new Map(stored.map((unlock) => [unlock.achievementId, unlock.unlockedAt]));

  const toEarn = [...met].filter((id) => !storedIds.has(id));
  const toLose = [...storedIds].filter((id) => !met.has(id) && titleOf.has(id));
  const [earnedFlags, lostFlags] = await Promise.all([
    Promise.all(
      toEarn.map((achievementId) =>
        putUnlock(userId, {
          achievementId,
          unlockedAt: titleOf.get(achievementId)?.dateOf?.(facts) ?? trigger.date,
          roundId: trigger.roundId,
        }),
      ),
    ),
    Promise.all(toLose.map((achievementId) => deleteUnlock(userId, achievementId))),
  ]);
  for (const id of toEarn) unlocks.set(id, titleOf.get(id)?.dateOf?.(facts) ?? trigger.date);
  for (const id of toLose) unlocks.delete(id);

  const achievements = achievementViews(figures, unlocks);
  const earned = toEarn
    .filter((_, index) => earnedFlags[index])
    .flatMap((id) => {
      const definition = titleOf.get(id);
      return definition ? [{ id, title: definition.title, points: definition.points }] : [];
    });
  const lost = toLose
    .filter((_, index) => lostFlags[index])
    .map((id) => ({ id, title: titleOf.get(id)?.title ?? id }));

  if (facts.leaderboardOptIn && (earned.length > 0 || lost.length > 0 || trigger.roundId === null)) {
    const latest = [...unlocks].sort(([, a], [, b]) => b.localeCompare(a))[0];
    await syncLeaderboardEntry(userId, {
      name: authorName({ firstName, lastName }),
      prestigePoints: summarize(achievements).prestigePoints,
      countries: figures.countries.size,
      latestUnlock: latest ? { title: titleOf.get(latest[0])?.title ?? latest[0], date: latest[1] } : null,
    });
  }
  return { achievements, figures, earned, lost };
}
