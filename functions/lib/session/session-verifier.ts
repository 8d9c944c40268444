import { JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { AppConfig } from '../config';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import { logger } from '../logger';
import { LoopbackJwksFetcher, needsLoopbackFetcher } from './jwks-fetcher';

export const SESSION_INVALID_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';

/** Who is calling, from a verified ID token. `userId` is the token's `sub`, the only source of identity. */
export interface Session {
  userId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** Epoch seconds. */
  expiresAt: number;
}

export type SessionVerifier = (idToken: string) => Promise<Session>;

type OidcSettings = Pick<AppConfig['oidc'], 'issuer' | 'clientId' | 'jwksUri'>;

function stringClaim(payload: Record<string, unknown>, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Verifies an ID token's signature (RS*, key from the JWKS), issuer, audience (our client id) and expiry.
 * Cognito access tokens carry `client_id` instead of `aud`, so they are refused here too.
 */
export function createSessionVerifier(oidc: OidcSettings): SessionVerifier {
  const jwksCache = needsLoopbackFetcher(oidc.jwksUri)
    ? new SimpleJwksCache({ fetcher: new LoopbackJwksFetcher() })
    : undefined;
  const verifier = JwtRsaVerifier.create(
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
        throw new ServiceUnavailableError('JWKS unavailable', { cause: error });
      // The error name says why (expired, bad signature, wrong audience...); the token itself is never logged.
      logger.info('Session token refused', { reason: error instanceof Error ? error.name : 'unknown' });
      throw new UnauthorizedError(SESSION_INVALID_MESSAGE, { cause: error });
    }
    const userId = stringClaim(payload, 'sub');
    if (!userId || typeof payload.exp !== 'number') {
      throw new UnauthorizedError(SESSION_INVALID_MESSAGE);
    }
    return {
      userId,
      email: stringClaim(payload, 'email'),
      givenName: stringClaim(payload, 'given_name'),
      familyName: stringClaim(payload, 'family_name'),
      expiresAt: payload.exp,
    };
  };
}

let shared: { key: string; verify: SessionVerifier } | undefined;

/** One verifier per cold start (it caches the JWKS); rebuilt if tests change the configuration. */
export function getSessionVerifier(oidc: OidcSettings): SessionVerifier {
  const key = `${oidc.issuer}|${oidc.clientId}|${oidc.jwksUri}`;
  if (shared?.key !== key) shared = { key, verify: createSessionVerifier(oidc) };
  return shared.verify;
}
