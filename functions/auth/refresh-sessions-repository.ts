import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { REFRESH_SESSION_ENTITY, userKeys } from '../data/keys/user-keys';
import { isConditionalCheckFailure } from '../data/transaction-errors';

/**
 * A golfer's signed-in browser, kept on the server so the ID token can be renewed without a new sign-in
 * (docs/architecture.md, "Staying signed in"). The refresh token is stored sealed: the key is the secret only
 * the browser's cookie holds, so a read of the table alone renews nothing.
 */
export interface RefreshSessionItem {
  userId: string;
  /** SHA-256 of the cookie's secret: finds the item without storing the secret. */
  lookupId: string;
  /** The provider's refresh token, AES-GCM sealed with a key derived from the cookie's secret. */
  sealedRefreshToken: string;
  /** Cognito's user name, so a sign-out with an expired ID token can still end the golfer's Cognito tokens. */
  providerUsername: string | null;
  /** Epoch ms of the sign-in: the absolute cap counts from here, and a later sign-out ends the session. */
  createdAt: number;
  /** Epoch ms of the last renewal: the idle limit counts from here. */
  lastUsedAt: number;
  /** Epoch seconds when the session ends (the TTL attribute; TTL deletes lag, so readers check it). */
  expiresAt: number;
}

function toItem(item: Record<string, unknown> | undefined): RefreshSessionItem | undefined {
  if (!item || typeof item.sealedRefreshToken !== 'string') return undefined;
  return {
    userId: String(item.userId),
    lookupId: String(item.lookupId),
    sealedRefreshToken: item.sealedRefreshToken,
    providerUsername: typeof item.providerUsername === 'string' ? item.providerUsername : null,
    createdAt: Number(item.createdAt),
    lastUsedAt: Number(item.lastUsedAt),
    expiresAt: Number(item.expiresAt),
  };
}

/** Access pattern 3r: a sign-in keeps its refresh token (a new item per sign-in and browser). */
export async function createRefreshSession(session: RefreshSessionItem): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...userKeys.refreshSession(session.userId, session.lookupId),
        entity: REFRESH_SESSION_ENTITY,
        ...session,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Access pattern 3s: the session a refresh cookie names, read consistently (a sign-out may have just gone). */
export async function getRefreshSession(
  userId: string,
  lookupId: string,
): Promise<RefreshSessionItem | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.refreshSession(userId, lookupId),
      ConsistentRead: true,
    }),
  );
  return toItem(Item);
}

/**
 * Access pattern 3t: a renewal slides the idle limit and keeps a rotated refresh token. False when the item
 * went meanwhile (a sign-out on this browser, the account deleted): the renewal must not stand.
 */
export async function renewRefreshSession(
  userId: string,
  lookupId: string,
  update: { sealedRefreshToken: string; lastUsedAt: number; expiresAt: number },
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.refreshSession(userId, lookupId),
        UpdateExpression: 'SET sealedRefreshToken = :sealed, lastUsedAt = :used, expiresAt = :expires',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':sealed': update.sealedRefreshToken,
          ':used': update.lastUsedAt,
          ':expires': update.expiresAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Access pattern 3u: sign-out (or a refused renewal) ends this browser's session. */
export async function deleteRefreshSession(userId: string, lookupId: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: userKeys.refreshSession(userId, lookupId) }),
  );
}
