import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ShareKind, ShareLink } from '#shared/sharing/share-link';
import { SHARE_KINDS, sharePagePath } from '#shared/sharing/share-link';
import { documentClient, tableName } from '../data/dynamo-client';
import { SHARE_LINK_ENTITY, SHARE_LINK_MIRROR_ENTITY, shareKeys } from '../data/keys/share-keys';
import { queryPages } from '../data/query-pages';
import { wasCancelledByCondition } from '../data/transaction-errors';
import { openAccountCheck, transactWrite } from '../data/transact-write';

/** A link as the public page reads it: whose it is stays on the server. */
export interface StoredShareLink extends Omit<ShareLink, 'path'> {
  ownerId: string;
}

const isKind = (value: unknown): value is ShareKind => SHARE_KINDS.includes(value as ShareKind);

function toShareLink(item: Record<string, unknown>, token: string): ShareLink | undefined {
  if (!isKind(item.kind)) return undefined;
  return {
    token,
    kind: item.kind,
    targetId: typeof item.targetId === 'string' ? item.targetId : null,
    title: String(item.title ?? ''),
    showPhotos: item.showPhotos === true,
    createdAt: String(item.createdAt ?? ''),
    path: sharePagePath(token),
    imagePath: typeof item.imageKey === 'string' ? `/${item.imageKey}` : null,
  };
}

/**
 * Access pattern S1: publish a link. The public item (by token) and the golfer's mirror (in their partition)
 * in one transaction with the open-account check, so a link never outlives an account being deleted and the
 * two never part. A token already taken (128 random bits: never, in practice) fails the transaction.
 */
export async function createShareLink(link: StoredShareLink): Promise<void> {
  const { ownerId, token, imagePath: _imagePath, ...fields } = link;
  const attributes = { ...fields, targetId: fields.targetId ?? undefined };
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...shareKeys.link(token), entity: SHARE_LINK_ENTITY, ownerId, ...attributes },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...shareKeys.mirror(ownerId, token), entity: SHARE_LINK_MIRROR_ENTITY, ...attributes },
      },
    },
    openAccountCheck(ownerId),
  ]);
}

/**
 * Access pattern S2: the golfer's links, newest first: one Query of their mirrors (bounded by
 * SHARE_LINKS_MAX, one page).
 */
export async function listShareLinks(userId: string): Promise<ShareLink[]> {
  const { pk, skPrefix } = shareKeys.mirrorsOfUser(userId);
  const links: ShareLink[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  })) {
    for (const item of page) {
      const token = shareKeys.tokenOfMirrorSk(String(item.sk));
      const link = token ? toShareLink(item, token) : undefined;
      if (link) links.push(link);
    }
  }
  return links.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Access pattern S3: the link of a token, for the public page: one GetItem by the token alone, the same
 * read whether the token exists or not (so an unknown token costs what a known one does).
 */
export async function getShareLink(token: string): Promise<StoredShareLink | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: shareKeys.link(token) }),
  );
  if (!Item || typeof Item.ownerId !== 'string') return undefined;
  const link = toShareLink(Item, token);
  if (!link) return undefined;
  const { path: _path, ...fields } = link;
  return { ...fields, ownerId: Item.ownerId };
}

/**
 * Access pattern S5: give a link its preview card (`imageKey`, a public photo key), on the public item and
 * the golfer's mirror together, only while both exist and the link is this golfer's. False when it is not
 * there (never theirs, or revoked meanwhile): the caller then deletes the copy it made.
 */
export async function setShareLinkImage(userId: string, token: string, imageKey: string): Promise<boolean> {
  const update = {
    TableName: tableName(),
    UpdateExpression: 'SET imageKey = :key',
  };
  try {
    await transactWrite([
      {
        Update: {
          ...update,
          Key: shareKeys.mirror(userId, token),
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':key': imageKey },
        },
      },
      {
        Update: {
          ...update,
          Key: shareKeys.link(token),
          ConditionExpression: 'attribute_exists(pk) AND ownerId = :owner',
          ExpressionAttributeValues: { ':key': imageKey, ':owner': userId },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      (wasCancelledByCondition(error, 0) || wasCancelledByCondition(error, 1))
    )
      return false;
    throw error;
  }
}

/**
 * Access pattern S4: revoke one of the golfer's links: the mirror (which exists only in its owner's
 * partition) and the public item (whose owner must be this golfer) in one transaction. False when the golfer
 * holds no such link: never theirs, or already revoked.
 */
export async function revokeShareLink(userId: string, token: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: shareKeys.mirror(userId, token),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: shareKeys.link(token),
          ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
          ExpressionAttributeValues: { ':owner': userId },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      (wasCancelledByCondition(error, 0) || wasCancelledByCondition(error, 1))
    )
      return false;
    throw error;
  }
}
