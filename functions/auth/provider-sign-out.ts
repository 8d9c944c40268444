import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../lib/logger';

let client: CognitoIdentityProviderClient | undefined;

/**
 * Ends the golfer's refresh tokens (and access tokens) in the Cognito user pool, on every device. ID tokens
 * are not revocable at Cognito, which is why the sign-out marker exists; this closes the other door. A
 * failure is logged and does not hold up the sign-out: the marker already voids the session here.
 */
export async function endProviderSessions(userPoolId: string, username: string): Promise<void> {
  try {
    // Loaded here, not at the cold start: its SDK client takes about 120 ms of CPU to load, for a sign-out
    // (docs/performance.md, "Lambda init").
    const { AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } =
      await import('@aws-sdk/client-cognito-identity-provider');
    client ??= new CognitoIdentityProviderClient({});
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    logger.warn('Cognito global sign-out failed', {
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
  }
}

/** Tests simulate a new cold start, so the mocked client is picked up. */
export function forgetProviderClientForTests(): void {
  client = undefined;
}
