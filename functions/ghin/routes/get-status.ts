import type { GhinStatus } from '#shared/schemas/ghin';
import { getGhinLink, getGhinSession } from '../ghin-repository';
import { listGhinRounds } from '../ghin-rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { getGhinConfig, nextScheduledSync } from '../ghin-config';
import { hasOperatorCredential } from '../operator-credential';

/** The golfer's GHIN status as the status card and the Connection tab show it. */
export async function ghinStatusOf(userId: string, now = new Date()): Promise<GhinStatus> {
  const [link, session, imported] = await Promise.all([
    getGhinLink(userId),
    getGhinSession(userId, now),
    listGhinRounds(userId),
  ]);
  const available = hasOperatorCredential();
  const verified = link?.verified ?? false;
  // A typed number is never synced, so its sync is not shown on even where an older link still says so.
  const syncEnabled = available && verified && (link?.syncEnabled ?? false);
  return {
    connected: Boolean(session),
    ghinNumber: link?.ghinNumber ?? null,
    ghinNumberVerified: verified,
    golferName: link?.golferName ?? null,
    handicapIndex: link?.handicapIndex ?? null,
    revisionDate: link?.revisionDate ?? null,
    lastSyncAt: link?.lastSyncAt ?? null,
    lastError: link?.lastError ?? null,
    syncEnabled,
    scheduledSyncAvailable: available,
    nextSyncAt: syncEnabled ? nextScheduledSync(now, getGhinConfig().syncHourUtc).toISOString() : null,
    // The rounds a sync made (what removing GHIN's rounds deletes), not the golfer's own it linked.
    importedRounds: imported.filter((round) => round.source === 'ghin').length,
    // The consent belongs to a proved number: a typed one is never asked about.
    operatorAccess: verified ? (link?.operatorAccess ?? 'not-requested') : 'not-requested',
  };
}

/** GET /api/ghin/status: connected, last sync, next scheduled sync, last error. */
export const getGhinStatus: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    return json(200, await ghinStatusOf(session.userId));
  },
};
