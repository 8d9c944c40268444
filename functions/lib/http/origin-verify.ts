import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { getConfig, type AppConfig } from '../config';
import { ForbiddenError, ServiceUnavailableError } from '../errors';
import { secretsSdk } from '../secrets-sdk';
import { readHeader } from './headers';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';
import type { HttpResult } from './responses';

export const EDGE_ONLY_MESSAGE = "Use Fescue through its web address: the API can't be called directly.";

/**
 * After a value that matches nothing, the secret is read again at most this often: a rotation that reached
 * CloudFront before this warm instance is then accepted within a minute, while a caller guessing values
 * cannot make us read the secret more than once a minute.
 */
export const REREAD_AFTER_MISMATCH_MS = 60_000;
/**
 * And at least this often anyway, so that a value an operator retired (the last step of a rotation) stops
 * being accepted by warm instances too, not only by new ones.
 */
export const MAX_SECRET_AGE_MS = 5 * 60_000;

export type OriginVerifier = (presented: string | undefined) => Promise<boolean>;

/** Digests first, so that the comparison takes the same time whatever the lengths. */
function matchesAny(presented: string, accepted: readonly string[]): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const mine = digest(presented);
  return accepted.reduce((found, value) => timingSafeEqual(mine, digest(value)) || found, false);
}

/**
 * Checks a presented value against the accepted ones, read at cold start, again within a minute of a value
 * that matches nothing (a rotation), and every five minutes.
 */
export function createOriginVerifier(options: {
  readAccepted: () => Promise<string[]>;
  now?: () => number;
}): OriginVerifier {
  const now = options.now ?? Date.now;
  let accepted: Promise<string[]> | undefined;
  let readAt = 0;
  const read = () => {
    const reading = options.readAccepted();
    accepted = reading;
    readAt = now();
    // A failed read is forgotten, so the next request tries again instead of failing until a recycle.
    reading.catch(() => {
      if (accepted === reading) accepted = undefined;
    });
    return reading;
  };
  return async (presented) => {
    if (!presented) return false;
    const current = accepted && now() - readAt < MAX_SECRET_AGE_MS ? accepted : read();
    if (matchesAny(presented, await current)) return true;
    if (now() - readAt < REREAD_AFTER_MISMATCH_MS) return false;
    return matchesAny(presented, await read());
  };
}

let secretsClient: SecretsManagerClient | undefined;

/** During a rotation CloudFront's edges send the old value or the new one for a while: both are accepted. */
async function readSecretVersions(secretId: string): Promise<string[]> {
  const { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } = await secretsSdk();
  secretsClient ??= new SecretsManagerClient({});
  const client = secretsClient;
  const read = async (VersionStage: string) => {
    try {
      const { SecretString } = await client.send(
        new GetSecretValueCommand({ SecretId: secretId, VersionStage }),
      );
      return SecretString ? [SecretString] : [];
    } catch (error) {
      // A secret never rotated has no AWSPREVIOUS version.
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return [];
      // The golfer sees "Fescue is busy"; the log names the secret read that failed.
      throw new ServiceUnavailableError(undefined, {
        cause: new Error('Origin-verify secret unreadable', { cause: error }),
      });
    }
  };
  const [current, previous] = await Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')]);
  return [...current, ...previous];
}

let shared: { settings: AppConfig['originVerify']; verify: OriginVerifier | undefined } | undefined;

/** This instance's verifier, or undefined when the check is off (neither a secret nor a value configured). */
function verifierFor(settings: AppConfig['originVerify']): OriginVerifier | undefined {
  if (shared?.settings === settings) return shared.verify;
  const { secretArn, value } = settings;
  const verify = value
    ? createOriginVerifier({ readAccepted: async () => [value] })
    : secretArn
      ? createOriginVerifier({ readAccepted: () => readSecretVersions(secretArn) })
      : undefined;
  shared = { settings, verify };
  return verify;
}

export function originVerifyIsOn(settings: AppConfig['originVerify']): boolean {
  return Boolean(settings.value || settings.secretArn);
}

/**
 * First in the middy stack after the error handler: a request that did not come through CloudFront (a direct
 * call to the execute-api URL) is refused with 403 before any other check or route runs, public routes
 * included. Then the header is dropped from the event, so no route can ever echo it.
 */
export function originVerification(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, Context> {
  return {
    before: async ({ event }) => {
      const verify = verifierFor(getConfig().originVerify);
      if (!verify) return;
      if (!(await verify(readHeader(event, ORIGIN_VERIFY_HEADER))))
        throw new ForbiddenError(EDGE_ONLY_MESSAGE);
      for (const name of Object.keys(event.headers ?? {})) {
        if (name.toLowerCase() === ORIGIN_VERIFY_HEADER) delete event.headers[name];
      }
    },
  };
}

/** Tests simulate a new cold start. */
export function forgetOriginVerifierForTests(): void {
  shared = undefined;
  secretsClient = undefined;
}
