import { earnsAchievements } from '../../achievements/after-write';
import {
  GHIN_NOT_CONNECTED_MESSAGE,
  GHIN_SYNC_DEFAULT_SCORES,
  GHIN_SYNC_MAX_SCORES,
  ghinNumberNotProvedMessage,
  ghinSyncSchema,
} from '#shared/schemas/ghin';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round-words';
import { BadRequestError, ConflictError, inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { afterWrite, json } from '../../lib/http/responses';
import { ghinReachFor } from '../ghin-access';
import { ghinClient } from '../ghin-api';
import { runGolferSync, syncWriteFacts } from '../sync/run-sync';

/**
 * POST /api/ghin/sync: imports the golfer's 100 most recent GHIN scores (`all` for up to 1,000), answering
 * the sync's result fields. 409 when Fescue has no way to read their GHIN data: not connected, or only a
 * number they typed, which is never read (docs/architecture.md, "A GHIN number is read only once proved").
 */
export const syncGhin: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const input = parseJsonBody(event, ghinSyncSchema);
    const now = new Date();
    const reach = await ghinReachFor(session.userId, now);
    if (reach.kind === 'unproved') throw new ConflictError(ghinNumberNotProvedMessage(reach.ghinNumber));
    if (reach.kind !== 'access') throw new ConflictError(GHIN_NOT_CONNECTED_MESSAGE);
    const { access } = reach;
    if (input.ghinNumber && input.ghinNumber !== access.ghinNumber) {
      throw new BadRequestError(
        `You are connected to GHIN as ${access.ghinNumber}; Fescue syncs only your own GHIN number.`,
        { ghinNumber: 'Not your connected GHIN number' },
      );
    }
    const results = await inWords(
      runGolferSync(session.userId, {
        client: ghinClient(),
        ...access,
        limit: input.all ? GHIN_SYNC_MAX_SCORES : GHIN_SYNC_DEFAULT_SCORES,
        now,
      }),
      ROUND_WRITE_WORDS,
    );
    return afterWrite(json(200, { results }), syncWriteFacts(results));
  },
};
