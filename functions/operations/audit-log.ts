import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import type { AuditAction, AuditEntry } from '#shared/schemas/operations';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import { AUDIT_ENTITY, operationsKeys } from '../data/keys/operations-keys';
import type { Session } from '../lib/session/session-verifier';

/**
 * The operators' audit log (docs/operations.md, "The Operations page"): who did what, when, one item per
 * operator action, written once the action succeeded.
 */
export async function recordOperatorAction(
  session: Pick<Session, 'userId' | 'email'>,
  action: AuditAction,
  subject: string,
): Promise<void> {
  const at = new Date().toISOString();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...operationsKeys.audit(at, ulid()),
        entity: AUDIT_ENTITY,
        at,
        actorId: session.userId,
        actorEmail: session.email ?? null,
        action,
        subject: subject.slice(0, 300),
      },
    }),
  );
}

const auditPageKey = z.strictObject({ pk: z.literal('AUDIT'), sk: z.string().max(80) });

/** Access pattern: the audit log, newest first, a page at a time. */
export async function listAuditLog(
  limit: number,
  cursor?: string,
): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const { Items = [], LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': operationsKeys.auditPartition() },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, auditPageKey),
    }),
  );
  const nextCursor = encodeCursor(LastEvaluatedKey);
  return {
    entries: Items.map((item) => ({
      at: String(item.at),
      actorId: String(item.actorId),
      actorEmail: typeof item.actorEmail === 'string' ? item.actorEmail : null,
      action: item.action as AuditAction,
      subject: String(item.subject),
    })),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
