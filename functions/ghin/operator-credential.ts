import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { secretsSdk } from '../lib/secrets-sdk';
import { getGhinConfig } from './ghin-config';

export interface OperatorCredential {
  email: string;
  password: string;
}

const secretSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });

let client: SecretsManagerClient | undefined;
let cached: Promise<OperatorCredential> | undefined;

/** Whether this deployment has an operator's GHIN login at all (without one there is no scheduled sync). */
export function hasOperatorCredential(): boolean {
  const { operator } = getGhinConfig();
  return Boolean((operator.email && operator.password) || operator.secretArn);
}

/**
 * The operator's GHIN vendor login, for scheduled syncs (golfers' passwords are never kept): the local
 * stack's from the environment, in AWS from Secrets Manager, read once per cold start (a failed read is
 * forgotten, so the next run tries again).
 */
export async function operatorCredential(): Promise<OperatorCredential | undefined> {
  const { operator } = getGhinConfig();
  if (operator.email && operator.password) return { email: operator.email, password: operator.password };
  const secretId = operator.secretArn;
  if (!secretId) return undefined;
  if (!cached) {
    const reading = secretsSdk()
      .then(({ GetSecretValueCommand, SecretsManagerClient }) => {
        client ??= new SecretsManagerClient({});
        return client.send(new GetSecretValueCommand({ SecretId: secretId }));
      })
      .then(({ SecretString }) => secretSchema.parse(JSON.parse(SecretString ?? '{}')));
    cached = reading;
    reading.catch(() => {
      if (cached === reading) cached = undefined;
    });
  }
  return cached;
}
