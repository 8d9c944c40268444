import { passportQuerySchema } from '#shared/schemas/passport';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { computeGolferPassport } from '../golfer-passport';

/**
 * GET /api/user/passport: every tile of the Passport page (docs/passport.md) for the golfer's own `today`
 * (functions/passport/golfer-passport.ts). No input but the session.
 */
export const getPassport: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { today } = parseQuery(event, passportQuerySchema);
    const passport = await computeGolferPassport(
      session.userId,
      today ?? new Date().toISOString().slice(0, 10),
    );
    return json(200, passport);
  },
};
