import { earnsAchievements } from '../../achievements/after-write';
import { ghinConnectSchema } from '#shared/schemas/ghin';
import { recordOfficialIndex, saveGhinConnection } from '../ghin-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { admitGhinLogin } from '../connect-limits';
import { ghinClient } from '../ghin-api';

/**
 * POST /api/ghin/connect: the golfer's own GHIN login, checked against GHIN. The password goes to GHIN once
 * and is never stored or logged; GHIN's token is kept (until it would expire) for the sync that follows.
 * GHIN's official index goes on the profile at once, so the header shows it.
 */
export const connectGhin: SessionRoute = {
  auth: 'session',
  // A GHIN number and its official index are achievement rules (GHIN Synced, Single Digit).
  achievements: earnsAchievements,
  async handle(event, session) {
    const { username, password } = parseJsonBody(event, ghinConnectSchema);
    // Per golfer and per address, before GHIN sees the password (docs/operations.md, "What limits whom").
    await admitGhinLogin(session.userId, event, new Date());
    const client = ghinClient();
    const login = await client.golferLogin(username, password);
    const golfer = await client.findGolfer(login.token, login.ghinNumber);
    const now = new Date();
    await saveGhinConnection(session.userId, {
      ghinNumber: login.ghinNumber,
      golferName: login.golferName,
      email: login.email,
      token: login.token,
      tokenTtlSeconds: login.tokenTtlSeconds,
      now,
    });
    const handicapIndex = golfer?.handicap_index ?? null;
    if (handicapIndex !== null) {
      await recordOfficialIndex(session.userId, {
        index: handicapIndex,
        revisionDate: golfer?.rev_date ?? null,
        ghinNumber: login.ghinNumber,
        now,
      });
    }
    return json(200, {
      connected: true,
      ghinNumber: login.ghinNumber,
      golferName: login.golferName,
      handicapIndex,
    });
  },
};
