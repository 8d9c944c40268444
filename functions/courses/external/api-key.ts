import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsSdk } from '../../lib/secrets-sdk';
import { ExternalCourseApiError, KEY_UNREADABLE_MESSAGE } from './external-course-errors';

export interface ApiKeySource {
  /** The key itself (locally, or an operator without Secrets Manager). */
  apiKey?: string;
  /** Secrets Manager secret (ARN or name) holding the key as a plain string. */
  apiKeySecretArn?: string;
}

let client: SecretsManagerClient | undefined;
let cached: { secretId: string; key: Promise<string> } | undefined;

async function readSecret(secretId: string): Promise<string> {
  try {
    const { GetSecretValueCommand, SecretsManagerClient } = await secretsSdk();
    client ??= new SecretsManagerClient({});
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    const key = SecretString?.trim();
    if (!key) throw new Error('The secret has no string value');
    return key;
  } catch (error) {
    throw new ExternalCourseApiError('bad-answer', KEY_UNREADABLE_MESSAGE, { cause: error });
  }
}

/**
 * The GolfCourseAPI key, or undefined when this server has none (worldwide search is off). A secret is read
 * once per cold start; a failed read is forgotten, so the next request tries again instead of failing until
 * the function is recycled.
 */
export async function resolveApiKey(source: ApiKeySource): Promise<string | undefined> {
  if (source.apiKey) return source.apiKey;
  const secretId = source.apiKeySecretArn;
  if (!secretId) return undefined;
  if (cached?.secretId !== secretId) {
    const entry = { secretId, key: readSecret(secretId) };
    cached = entry;
    entry.key.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.key;
}

/** Tests simulate a new cold start. */
export function forgetApiKeyForTests(): void {
  cached = undefined;
  client = undefined;
}
