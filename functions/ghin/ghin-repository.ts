import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import {
  GHIN_LINK_ENTITY,
  GHIN_SESSION_ENTITY,
  HANDICAP_ENTRY_ENTITY,
  ghinKeys,
  ghinSyncPartition,
} from '../data/keys/ghin-keys';
import { userKeys } from '../data/keys/user-keys';
import { OPERATOR_ACCESS_STATES, type OperatorAccessState } from '#shared/schemas/ghin';

/** A golfer's GHIN link as stored (no secret is ever in it). */
export interface GhinLink {
  ghinNumber: string | null;
  /**
   * The golfer's own GHIN login proved this number (see linkIsProved). Only a proved number is ever read
   * through the operator's GHIN account; a typed one is the golfer's own note.
   */
  verified: boolean;
  golferName: string | null;
  /** The last GHIN login that succeeded (null for a number entered by hand). */
  connectedAt: string | null;
  syncEnabled: boolean;
  lastSyncAt: string | null;
  lastError: { message: string; at: string } | null;
  handicapIndex: number | null;
  revisionDate: string | null;
  /** The golfer's email at GHIN, from their last GHIN login (the operator's access request is sent with it). */
  ghinEmail: string | null;
  /**
   * Whether GHIN lets the operator's account read this number's scores, as Fescue last learned it
   * (`not-requested` for a link whose recorded answer was about another number).
   */
  operatorAccess: OperatorAccessState;
}

/**
 * Whether a stored link's GHIN number was proved by the golfer's own GHIN login. A link written since the
 * flag exists says so in `verified` (a login sets it, a typed number other than the proved one clears it).
 * A link stored before has no flag; it tells anyway which write set its number last: a GHIN login set
 * `connectedAt` and never `updatedAt`, a typed number set `updatedAt` and never `connectedAt`. So it is proved
 * when a login happened and no typed number came after it. PROVED_CONDITION is the same rule for DynamoDB.
 */
export function linkIsProved(item: Record<string, unknown>): boolean {
  if (typeof item.ghinNumber !== 'string') return false;
  if (item.verified !== undefined) return item.verified === true;
  if (typeof item.connectedAt !== 'string') return false;
  return typeof item.updatedAt !== 'string' || item.updatedAt < item.connectedAt;
}

/** linkIsProved as a condition expression (ISO instants compare as strings); binds `:true`. */
const PROVED_CONDITION =
  'attribute_exists(ghinNumber) AND (verified = :true OR (attribute_not_exists(verified) AND ' +
  'attribute_exists(connectedAt) AND (attribute_not_exists(updatedAt) OR updatedAt < connectedAt)))';

function toLink(item: Record<string, unknown> | undefined): GhinLink | undefined {
  if (!item) return undefined;
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : null);
  const error = item.lastError as { message?: unknown; at?: unknown } | undefined;
  const verified = linkIsProved(item);
  return {
    ghinNumber: text('ghinNumber'),
    verified,
    // GHIN's name belongs to the number a login proved; beside a typed number it would name a stranger.
    golferName: verified ? text('golferName') : null,
    connectedAt: text('connectedAt'),
    syncEnabled: item.syncEnabled === true,
    lastSyncAt: text('lastSyncAt'),
    lastError:
      error && typeof error.message === 'string' && typeof error.at === 'string'
        ? { message: error.message, at: error.at }
        : null,
    handicapIndex: typeof item.handicapIndex === 'number' ? item.handicapIndex : null,
    revisionDate: text('revisionDate'),
    ghinEmail: verified ? text('ghinEmail') : null,
    operatorAccess: operatorAccessOf(item),
  };
}

/** The recorded answer, when it is about the number the link holds now. */
function operatorAccessOf(item: Record<string, unknown>): OperatorAccessState {
  const state = OPERATOR_ACCESS_STATES.find((entry) => entry === item.operatorAccess);
  return state && item.operatorAccessGhin === item.ghinNumber ? state : 'not-requested';
}

/** Access pattern G1: the golfer's GHIN link. */
export async function getGhinLink(userId: string): Promise<GhinLink | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ghinKeys.link(userId), ConsistentRead: true }),
  );
  return toLink(Item);
}

/**
 * Access pattern G2: a GHIN login succeeded. The link records the golfer's number, proved (`verified`), and
 * name; GHIN's token (never the password) is kept on its own item until GHIN's own expiry (TTL), so the sync
 * that follows the login can read the golfer's scores.
 */
export async function saveGhinConnection(
  userId: string,
  o: {
    ghinNumber: string;
    golferName: string | null;
    /** The golfer's email as GHIN's login gave it; none forgets an earlier one (it may be another golfer's). */
    email?: string | null;
    token: string;
    tokenTtlSeconds: number;
    now: Date;
  },
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ghinKeys.link(userId),
      UpdateExpression:
        'SET entity = :entity, userId = :userId, ghinNumber = :ghin, verified = :true, golferName = :name, ' +
        `connectedAt = :now, syncEnabled = if_not_exists(syncEnabled, :false)${o.email ? ', ghinEmail = :email' : ''} ` +
        `REMOVE lastError${o.email ? '' : ', ghinEmail'}`,
      ExpressionAttributeValues: {
        ':entity': GHIN_LINK_ENTITY,
        ':userId': userId,
        ':ghin': o.ghinNumber,
        ':name': o.golferName,
        ':now': o.now.toISOString(),
        ':true': true,
        ':false': false,
        ...(o.email ? { ':email': o.email } : {}),
      },
    }),
  );
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...ghinKeys.session(userId),
        entity: GHIN_SESSION_ENTITY,
        token: o.token,
        ghinNumber: o.ghinNumber,
        expiresAt: Math.floor(o.now.getTime() / 1000) + o.tokenTtlSeconds,
      },
    }),
  );
}

/** Access pattern G3: GHIN's token from the golfer's last login, while it lasts (TTL deletes lag: checked). */
export async function getGhinSession(
  userId: string,
  now: Date,
): Promise<{ token: string; ghinNumber: string } | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ghinKeys.session(userId), ConsistentRead: true }),
  );
  if (!Item || typeof Item.token !== 'string' || Number(Item.expiresAt) * 1000 <= now.getTime())
    return undefined;
  return { token: Item.token, ghinNumber: String(Item.ghinNumber) };
}

/** Access pattern G4: GHIN refused the stored token: forget it. */
export async function deleteGhinSession(userId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: ghinKeys.session(userId) }));
}

/**
 * Access pattern G5: the manual entry. The GHIN number the golfer typed goes on the link (the route puts it
 * on the profile too, where the header reads it); the index they typed is their own handicap, not GHIN's.
 * The same number a login proved stays proved. Any other number is the golfer's own note: the link becomes
 * unproved, loses GHIN's name for the old number and leaves scheduled sync, and GHIN's token from the old
 * login is forgotten (it proved another number), all in one transaction. Answers whether the number is proved.
 */
export async function saveManualGhinNumber(
  userId: string,
  ghinNumber: string,
  now: Date,
): Promise<{ verified: boolean }> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ghinKeys.link(userId),
        UpdateExpression: 'SET verified = :true, updatedAt = :now',
        ConditionExpression: `ghinNumber = :ghin AND ${PROVED_CONDITION}`,
        ExpressionAttributeValues: { ':ghin': ghinNumber, ':true': true, ':now': now.toISOString() },
      }),
    );
    return { verified: true };
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: ghinKeys.link(userId),
            UpdateExpression:
              'SET entity = :entity, userId = :userId, ghinNumber = :ghin, verified = :false, ' +
              'syncEnabled = :false, updatedAt = :now ' +
              'REMOVE golferName, gsi2pk, gsi2sk, ghinEmail, operatorAccess, operatorAccessGhin, operatorAccessAt',
            ExpressionAttributeValues: {
              ':entity': GHIN_LINK_ENTITY,
              ':userId': userId,
              ':ghin': ghinNumber,
              ':false': false,
              ':now': now.toISOString(),
            },
          },
        },
        { Delete: { TableName: tableName(), Key: ghinKeys.session(userId) } },
      ],
    }),
  );
  return { verified: false };
}

/** Saved, or refused with the link's GHIN number (null: none; a number: it is not proved). */
export type ScheduledSyncOutcome = { saved: true } | { saved: false; ghinNumber: string | null };

/**
 * Access pattern G6: turn scheduled sync on or off. On puts the link into the sparse sync index (gsi2
 * GHINSYNC#<shard>) and needs a proved GHIN number (PROVED_CONDITION): the scheduled worker reads GHIN with
 * the operator's account. Off takes it out. When the condition fails the link is read to say which is
 * missing: a number at all, or its proof.
 */
export async function setScheduledSync(userId: string, enabled: boolean): Promise<ScheduledSyncOutcome> {
  const index = ghinKeys.syncIndex(userId);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ghinKeys.link(userId),
        UpdateExpression: enabled
          ? 'SET syncEnabled = :true, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk'
          : 'SET syncEnabled = :false REMOVE gsi2pk, gsi2sk',
        ConditionExpression: enabled ? PROVED_CONDITION : 'attribute_exists(ghinNumber)',
        ExpressionAttributeValues: enabled
          ? { ':true': true, ':gsi2pk': index.gsi2pk, ':gsi2sk': index.gsi2sk }
          : { ':false': false },
      }),
    );
    return { saved: true };
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
  return { saved: false, ghinNumber: (await getGhinLink(userId))?.ghinNumber ?? null };
}

/**
 * Access pattern G13: what GHIN answered about the operator's access to this golfer's scores (the golfer's
 * consent), recorded with the number it is about, only while the link still holds that number. A refusal also
 * takes the link out of scheduled sync (gsi2): there is nothing to read until the golfer asks again by turning
 * it on. Answers whether it was recorded.
 */
export async function recordOperatorAccess(
  userId: string,
  o: { ghinNumber: string; state: OperatorAccessState; now: Date },
): Promise<boolean> {
  const refused = o.state === 'refused';
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ghinKeys.link(userId),
        UpdateExpression:
          'SET operatorAccess = :state, operatorAccessGhin = :ghin, operatorAccessAt = :now' +
          (refused ? ', syncEnabled = :false REMOVE gsi2pk, gsi2sk' : ''),
        ConditionExpression: 'ghinNumber = :ghin',
        ExpressionAttributeValues: {
          ':state': o.state,
          ':ghin': o.ghinNumber,
          ':now': o.now.toISOString(),
          ...(refused ? { ':false': false } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    return false;
  }
}

/** Access pattern G7: a sync's outcome on the link (its time, and the error or none). */
export async function recordSyncOutcome(
  userId: string,
  outcome: { at: Date; error?: string; handicap?: { index: number; revisionDate: string | null } },
): Promise<void> {
  const at = outcome.at.toISOString();
  const sets = ['lastAttemptAt = :at'];
  const values: Record<string, unknown> = { ':at': at };
  if (outcome.error) {
    sets.push('lastError = :error');
    values[':error'] = { message: outcome.error, at };
  } else {
    sets.push('lastSyncAt = :at');
  }
  if (outcome.handicap) {
    sets.push('handicapIndex = :index', 'revisionDate = :rev');
    values[':index'] = outcome.handicap.index;
    values[':rev'] = outcome.handicap.revisionDate;
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ghinKeys.link(userId),
        UpdateExpression: `SET ${sets.join(', ')}${outcome.error ? '' : ' REMOVE lastError'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    // No link (it was never made, or the golfer's data is being removed): nothing to record it on.
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/**
 * Access pattern G8: GHIN's official index on the golfer's profile (ghinHandicap, which the header reads)
 * and in the history, when it differs from what the profile holds. Answers whether it changed. The history
 * entry's key is its revision date and index, so recording the same revision twice writes one entry.
 */
export async function recordOfficialIndex(
  userId: string,
  o: { index: number; revisionDate: string | null; ghinNumber: string; now: Date },
): Promise<boolean> {
  const recordedAt = o.now.toISOString();
  let changed = true;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'SET ghinHandicap = :index, ghinNumber = :ghin, updatedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(ghinHandicap) OR ghinHandicap <> :index OR ghinNumber <> :ghin OR attribute_not_exists(ghinNumber))',
        ExpressionAttributeValues: { ':index': o.index, ':ghin': o.ghinNumber, ':now': recordedAt },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    changed = false;
  }
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...ghinKeys.handicapEntry(userId, o.revisionDate, o.index),
          entity: HANDICAP_ENTRY_ENTITY,
          index: o.index,
          revisionDate: o.revisionDate,
          recordedAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
  return changed;
}

/** Access pattern G9: the golfer's official index history, latest revision first. */
export async function listHandicapHistory(
  userId: string,
): Promise<{ index: number; revisionDate: string | null; recordedAt: string }[]> {
  const { pk, skPrefix } = ghinKeys.handicapHistory(userId);
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map((item) => ({
    index: Number(item.index),
    revisionDate: typeof item.revisionDate === 'string' ? item.revisionDate : null,
    recordedAt: String(item.recordedAt),
  }));
}

/**
 * Access pattern G10: the golfers with scheduled sync on, one index partition (shard) a page at a time,
 * from the sparse gsi2 (no Scan): the dispatcher's read. Only the user ids are projected out.
 */
export async function* golfersWithScheduledSync(shard: number, pageSize = 1000): AsyncGenerator<string[]> {
  for await (const items of queryPages({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': ghinSyncPartition(shard) },
    ProjectionExpression: 'gsi2sk',
    Limit: pageSize,
  })) {
    yield items.map((item) => String(item.gsi2sk));
  }
}
