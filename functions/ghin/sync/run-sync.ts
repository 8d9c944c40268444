import type { GhinSyncResult } from '#shared/schemas/ghin';
import type { WriteFacts } from '../../lib/http/responses';
import { deleteGhinSession, recordSyncOutcome } from '../ghin-repository';
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

/**
 * What a sync wrote, for the achievements' reconciliation that follows it (the route's and the scheduled
 * worker's): GHIN rounds may be of any day, so every stored unlock is dated again; an official index alone is
 * a write of today; nothing new, nothing to reconcile.
 */
export function syncWriteFacts(results: GhinSyncResult): WriteFacts {
  if (results.roundsCreated > 0) return { roundsFrom: '' };
  return results.handicapUpdated ? {} : { nothingWritten: true };
}
