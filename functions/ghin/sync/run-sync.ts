import type { GhinSyncResult } from '../../../shared/schemas/ghin';
import { achievementsAfterWrite } from '../../achievements/after-write';
import { deleteGhinSession, recordSyncOutcome } from '../../data/ghin-repository';
import type { GhinClient } from '../client/ghin-client';
import { GhinApiError } from '../client/ghin-errors';
import { syncGolfer } from './sync-golfer';

/**
 * One sync of one golfer, by the route or the scheduled worker alike, with its outcome on the golfer's GHIN
 * link: the time of the last good sync, or the last error's message (what the status card shows). A token
 * GHIN refused is forgotten, so the golfer is asked to sign in again instead of failing on every sync.
 */
export async function runGolferSync(
  userId: string,
  o: {
    client: GhinClient;
    token: string;
    ghinNumber: string;
    limit: number;
    now: Date;
    golferToken: boolean;
  },
): Promise<GhinSyncResult> {
  try {
    const results = await syncGolfer(userId, o);
    await recordSyncOutcome(userId, {
      at: o.now,
      ...(results.handicapIndex === null
        ? {}
        : { handicap: { index: results.handicapIndex, revisionDate: results.revisionDate } }),
    });
    // GHIN rounds and the official index count towards achievements like any other write
    // (docs/product-rules.md#ghin).
    if (results.roundsCreated > 0) await achievementsAfterWrite(userId, { roundsFrom: '' });
    else if (results.handicapUpdated) await achievementsAfterWrite(userId);
    return results;
  } catch (error) {
    const message =
      error instanceof GhinApiError ? error.message : 'The sync failed on our side. It will be tried again.';
    await recordSyncOutcome(userId, { at: o.now, error: message }).catch(() => undefined);
    if (o.golferToken && error instanceof GhinApiError && error.kind === 'credentials') {
      await deleteGhinSession(userId);
    }
    throw error;
  }
}
