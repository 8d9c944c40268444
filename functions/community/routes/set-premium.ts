import { recordOperatorAction } from '../../operations/audit-log';
import {
  MEMBER_NOT_FOUND_MESSAGE,
  PREMIUM_OPERATOR_ONLY_MESSAGE,
  setPremiumSchema,
} from '#shared/schemas/community';
import { inWords } from '../../lib/errors';
import { setPremiumForMember } from '../premium-repository';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';

/**
 * PUT /api/admin/premium: an operator makes a golfer premium, or not, by account id (found with
 * GET /api/admin/members). Fescue takes no payment: the operator decides (docs/operations.md, Premium).
 */
export const setPremium: SessionRoute = {
  auth: 'session',
  achievements: { none: 'premium membership is in no achievement rule' },
  async handle(event, session) {
    if (!isOperator(session)) throw new ForbiddenError(PREMIUM_OPERATOR_ONLY_MESSAGE);
    const { userId, isPremium } = parseJsonBody(event, setPremiumSchema);
    await inWords(setPremiumForMember(userId, isPremium), { member: MEMBER_NOT_FOUND_MESSAGE });
    await recordOperatorAction(session, 'premium-set', `${userId} ${isPremium ? 'premium' : 'not premium'}`);
    return json(200, { userId, isPremium });
  },
};
