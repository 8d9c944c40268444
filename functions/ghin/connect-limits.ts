import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  GHIN_CONNECT_LIMITS,
  ghinConnectLimitMessage,
  type GhinConnectLimitScope,
} from '#shared/schemas/ghin-connect-limits';
import { countAttempt, type AttemptLimit } from './attempt-limits';
import { getConfig } from '../lib/config';
import { TooManyRequestsError } from '../lib/errors';
import { addressBucket, clientAddress } from '../lib/http/client-address';

const ACTION = 'ghin-login';

const limit = (scope: GhinConnectLimitScope): AttemptLimit => ({
  action: ACTION,
  attempts: GHIN_CONNECT_LIMITS[scope].attempts,
  windowSeconds: GHIN_CONNECT_LIMITS[scope].windowSeconds,
});

/**
 * Counts one GHIN login attempt before the password goes to GHIN, or refuses it with 429 and Retry-After:
 * the golfer's own limit first, so that one account hammering away is stopped without spending its
 * address's allowance, which the other golfers behind that address share; then the address's, which stops one
 * client working through many accounts. Runs after the session check, so a request without a session spends
 * nothing (docs/operations.md, "What limits whom").
 */
export async function admitGhinLogin(
  userId: string,
  event: APIGatewayProxyEventV2,
  now: Date,
): Promise<void> {
  const golfer = await countAttempt(limit('perGolfer'), { golfer: userId }, now);
  if (!golfer.allowed) throw refusal('perGolfer', golfer.retryAfterSeconds);
  const address = addressBucket(clientAddress(event, getConfig()));
  const fromAddress = await countAttempt(limit('perAddress'), { address }, now);
  if (!fromAddress.allowed) throw refusal('perAddress', fromAddress.retryAfterSeconds);
}

function refusal(scope: GhinConnectLimitScope, retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(ghinConnectLimitMessage(scope, retryAfterSeconds), retryAfterSeconds);
}
