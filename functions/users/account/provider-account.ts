import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

let client: CognitoIdentityProviderClient | undefined;

/**
 * Deletes the golfer's sign-in in the Cognito user pool (AdminDeleteUser), so the account cannot be signed
 * into again and its refresh tokens end. A user already gone counts as deleted, so a retried deletion passes.
 * Other failures are thrown (the caller decides; the SDK has retried throttling).
 */
export async function deleteProviderUser(userPoolId: string, username: string): Promise<void> {
  // Loaded here, not at the cold start: its SDK client takes about 120 ms of CPU to load, for an account
  // deletion (docs/performance.md, "Lambda init").
  const { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } =
    await import('@aws-sdk/client-cognito-identity-provider');
  client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 });
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
