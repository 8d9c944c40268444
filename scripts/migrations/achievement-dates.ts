import { reconcileAchievements, todayUtc } from '../../functions/achievements/reconcile-achievements';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { scanProfiles } from './scan-profiles';

/**
 * Data migration `achievement-dates`: every golfer's stored unlocks dated again by the round that first
 * reached them in the order played (shared/achievements/unlock-dates.ts). Before, an unlock kept the date of
 * the write that crossed its line, so rounds logged late (an import, a GHIN sync, a season typed in after
 * it) left achievements dated by the day of logging. Rules the rounds do not decide keep their dates; a rule
 * met but not yet stored is stored, as a visit to Achievements would.
 *
 * Safe to run twice: dates are computed from the rounds' digests (run after `passport-totals`, which
 * rebuilds them), never shifted. A completed run writes a marker that later runs read alone.
 */
export const ACHIEVEMENT_DATES_MIGRATION = 'achievement-dates';

/** One golfer's unlocks dated again; answers how many moved. */
export async function redateGolferAchievements(userId: string): Promise<number> {
  const { redated } = await reconcileAchievements(userId, {
    date: todayUtc(),
    roundId: null,
    roundsFrom: '',
  });
  return redated.length;
}

export async function migrateAchievementDates({ force = false }: { force?: boolean } = {}): Promise<{
  skipped: boolean;
  golfers: number;
  redated: number;
}> {
  if (!force && (await migrationCompleted(ACHIEVEMENT_DATES_MIGRATION))) {
    return { skipped: true, golfers: 0, redated: 0 };
  }
  let golfers = 0;
  let redated = 0;
  for await (const profile of scanProfiles()) {
    redated += await redateGolferAchievements(String(profile.id));
    golfers += 1;
  }
  await markMigrationCompleted(ACHIEVEMENT_DATES_MIGRATION, { golfers, redated });
  return { skipped: false, golfers, redated };
}
