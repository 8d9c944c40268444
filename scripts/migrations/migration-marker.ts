import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { MIGRATION_ENTITY, migrationKeys } from '../../functions/data/keys/migration-keys';

/**
 * Whether a migration completed before: its marker, written at the end of a whole run, is read alone, so a
 * migration that already ran costs one GetItem on every start of the local stack.
 */
export async function migrationCompleted(name: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: migrationKeys.marker(name), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** Records a completed run, with its figures, so later runs skip it. */
export async function markMigrationCompleted(name: string, figures: Record<string, number>): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...migrationKeys.marker(name),
        entity: MIGRATION_ENTITY,
        completedAt: new Date().toISOString(),
        ...figures,
      },
    }),
  );
}
