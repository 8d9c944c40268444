import type { AchievementChanges } from '#shared/schemas/achievement';
import { UnauthorizedError } from '../lib/errors';
import { logger } from '../lib/logger';
import { reconcileAchievements, todayUtc, type AchievementTrigger } from './reconcile-achievements';

const NO_CHANGES: AchievementChanges = { earned: [], lost: [] };

/**
 * The achievements' reaction to a committed write (a round, rating, profile, share or reservation): what it
 * earned and what it took away, for the answer's toast. The write has already succeeded, so a failure here is
 * logged and answered as no change; the next write or visit to the Leaderboard reconciles again.
 */
export async function achievementsAfterWrite(
  userId: string,
  trigger: Partial<AchievementTrigger> = {},
): Promise<AchievementChanges> {
  try {
    const { earned, lost } = await reconcileAchievements(userId, {
      date: trigger.date ?? todayUtc(),
      roundId: trigger.roundId ?? null,
      ...(trigger.roundsFrom === undefined ? {} : { roundsFrom: trigger.roundsFrom }),
    });
    return { earned, lost };
  } catch (error) {
    // The golfer's account is being deleted (open-account check): nothing of theirs is to be counted.
    if (error instanceof UnauthorizedError)
      logger.info('Achievements not reconciled: the account is closing');
    else logger.error('Achievements could not be reconciled after a write', { error });
    return NO_CHANGES;
  }
}

/**
 * The declaration of a route whose write can earn or take away achievements (`achievements:
 * earnsAchievements`): the handler factory runs the reconciliation after the route's successful answer
 * (lib/http/http-handler.ts, AchievementsDeclaration).
 */
export const earnsAchievements = { earns: achievementsAfterWrite } as const;
