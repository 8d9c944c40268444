import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetApiKeyForTests, resolveApiKey } from './api-key';
import { ExternalCourseApiError, KEY_UNREADABLE_MESSAGE } from './external-course-errors';

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:fescue/golf-course-api-key';
const secrets = mockClient(SecretsManagerClient);

beforeEach(() => {
  forgetApiKeyForTests();
  secrets.reset();
});
afterEach(() => secrets.reset());

describe('resolveApiKey', () => {
  it('uses a configured key without asking Secrets Manager', async () => {
    expect(await resolveApiKey({ apiKey: 'plain-key', apiKeySecretArn: SECRET_ARN })).toBe('plain-key');
    expect(secrets.calls()).toHaveLength(0);
  });

  it('has no key when neither a key nor a secret is configured', async () => {
    expect(await resolveApiKey({})).toBeUndefined();
  });

  it('reads the secret once per cold start, trimmed', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: ' secret-key\n' });
    expect(await resolveApiKey({ apiKeySecretArn: SECRET_ARN })).toBe('secret-key');
    expect(await resolveApiKey({ apiKeySecretArn: SECRET_ARN })).toBe('secret-key');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('answers 502 "misconfigured" when the secret cannot be read, and tries again on the next request', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
      .resolves({ SecretString: 'secret-key' });
    const error = await resolveApiKey({ apiKeySecretArn: SECRET_ARN }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ExternalCourseApiError);
    expect(error).toMatchObject({ kind: 'bad-answer', message: KEY_UNREADABLE_MESSAGE });
    expect(await resolveApiKey({ apiKeySecretArn: SECRET_ARN })).toBe('secret-key');
  });

  it('refuses an empty secret as misconfigured', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '   ' });
    await expect(resolveApiKey({ apiKeySecretArn: SECRET_ARN })).rejects.toMatchObject({
      kind: 'bad-answer',
    });
  });
});
