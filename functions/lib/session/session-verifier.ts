import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { SIGN_IN_CHECK_UNAVAILABLE_MESSAGE } from '#shared/schemas/api-error';
import type { AppConfig } from '../config';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import { logger } from '../logger';
import { LoopbackJwksFetcher, needsLoopbackFetcher } from './jwks-fetcher';

export const SESSION_INVALID_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';

/** Who is calling, from a verified ID token. `userId` is the token's `sub`, the only source of identity. */
export interface Session {
  userId: string;
  /**
   * The token's `email` only when the provider says it verified it (`email_verified`); null otherwise. An
   * address no one proved must never stand for the golfer (the operator finds accounts by this one).
   */
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** Epoch seconds. */
  expiresAt: number;
  /** Epoch seconds (`iat`): a token issued at or before the golfer's last sign-out is void. */
  issuedAt: number;
  /**
   * The sign-in's `nonce`, unique per sign-in: it tells apart two tokens issued in the same second, one before
   * a sign-out and one after (see sign-out-check.ts). Null in a token without one.
   */
  nonce: string | null;
  /** Cognito groups (`cognito:groups`); the local provider issues the same claim for its operator account. */
  groups: readonly string[];
  /** Cognito's user name (`cognito:username`), which sign-out needs to end refresh tokens; null elsewhere. */
  providerUsername: string | null;
}

export type SessionVerifier = (idToken: string) => Promise<Session>;

type OidcSettings = Pick<AppConfig['oidc'], 'issuer' | 'clientId' | 'jwksUri'>;

function stringClaim(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The email claim, only when the provider verified it. Cognito and the local provider send
 * `email_verified: true`; a federated Cognito user's mapped attribute may arrive as the text "true".
 */
function verifiedEmailClaim(payload: Record<string, unknown>): string | null {
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return verified ? stringClaim(payload, 'email') : null;
}

function stringListClaim(payload: Record<string, unknown>, name: string): string[] {
  const value = payload[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Verifies an ID token's signature (RS*, key from the JWKS), issuer, audience (our client id) and expiry.
 * Cognito access tokens carry `client_id` instead of `aud`, so they are refused here too. This is the token
 * alone: whether the golfer signed out since is the session check's part (getSessionVerifier).
 */
export function createTokenVerifier(oidc: OidcSettings): SessionVerifier {
  const jwksCache = needsLoopbackFetcher(oidc.jwksUri)
    ? new SimpleJwksCache({ fetcher: new LoopbackJwksFetcher() })
    : undefined;
  const verifier = JwtVerifier.create(
    { issuer: oidc.issuer, audience: oidc.clientId, jwksUri: oidc.jwksUri },
    jwksCache ? { jwksCache } : undefined,
  );

  return async (idToken) => {
    let payload: Record<string, unknown>;
    try {
      payload = (await verifier.verify(idToken)) as Record<string, unknown>;
    } catch (error) {
      // The provider's keys could not be read: our outage, not the caller's bad token.
      if (error instanceof FetchError)
        throw new ServiceUnavailableError(SIGN_IN_CHECK_UNAVAILABLE_MESSAGE, { cause: error });
      // The error name says why (expired, bad signature, wrong audience...); the token itself is never logged.
      logger.info('Session token refused', { reason: error instanceof Error ? error.name : 'unknown' });
      throw new UnauthorizedError(SESSION_INVALID_MESSAGE, { cause: error });
    }
    const userId = stringClaim(payload, 'sub');
    // Without iat a token could not be compared with a sign-out, so it is no session.
    if (!userId || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
      throw new UnauthorizedError(SESSION_INVALID_MESSAGE);
    }
    return {
      userId,
      email: verifiedEmailClaim(payload),
      givenName: stringClaim(payload, 'given_name'),
      familyName: stringClaim(payload, 'family_name'),
      expiresAt: payload.exp,
      issuedAt: payload.iat,
      nonce: stringClaim(payload, 'nonce'),
      groups: stringListClaim(payload, 'cognito:groups'),
      providerUsername: stringClaim(payload, 'cognito:username'),
    };
  };
}

let shared: { key: string; verify: SessionVerifier } | undefined;

/**
 * The token verifier, one per cold start (it caches the JWKS); rebuilt if tests change the configuration.
 * The callback uses it on a token it has just received; every other route goes through getSessionVerifier.
 */
export function getTokenVerifier(oidc: OidcSettings): SessionVerifier {
  const key = `${oidc.issuer}|${oidc.clientId}|${oidc.jwksUri}`;
  if (shared?.key !== key) shared = { key, verify: createTokenVerifier(oidc) };
  return shared.verify;
}
