import { recordOperatorAction } from '../../operations/audit-log';
import {
  MEMBER_LOOKUP_OPERATOR_ONLY_MESSAGE,
  memberLookupSchema,
  type Member,
} from '#shared/schemas/community';
import { findMembersByVerifiedEmail } from '../premium-repository';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';

/**
 * GET /api/admin/members?email=: the accounts whose sign-in provider verified that address, for the operator
 * to choose whom to make premium (by id, PUT /api/admin/premium). Operators only: to anyone else, which
 * addresses have accounts is nobody's business.
 */
export const findMembers: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    if (!isOperator(session)) throw new ForbiddenError(MEMBER_LOOKUP_OPERATOR_ONLY_MESSAGE);
    const { email } = parseQuery(event, memberLookupSchema);
    const body: { members: Member[] } = { members: await findMembersByVerifiedEmail(email) };
    // Who looked up which address is itself a fact an operator may be asked about.
    await recordOperatorAction(session, 'member-lookup', email);
    return json(200, body);
  },
};
