import type { Session } from './session-verifier';

/**
 * The Cognito group whose members are operators (infra/auth.ts creates it; the local provider puts its
 * operator account in it). Operators run catalog-wide actions that no golfer should, such as the US import.
 */
export const OPERATOR_GROUP = 'admins';

export function isOperator(session: Pick<Session, 'groups'>): boolean {
  return session.groups.includes(OPERATOR_GROUP);
}
