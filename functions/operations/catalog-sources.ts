import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CatalogSource } from '#shared/schemas/operations';
import { documentClient, tableName } from '../data/dynamo-client';
import { CATALOG_SOURCES_ENTITY, openDataKeys } from '../data/keys/open-data-keys';

/**
 * The catalog's courses by source, for the Operations page: the seed sets the curated count, each open-data
 * import adds the courses it created from each source (one item, `ADD`, never a count by Scan).
 */
export async function addToCatalogSources(counts: Partial<Record<CatalogSource, number>>): Promise<void> {
  const entries = Object.entries(counts).filter(([, by]) => by);
  if (entries.length === 0) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: openDataKeys.catalogSources(),
      UpdateExpression: `SET entity = :entity ADD ${entries.map((_, i) => `#s${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#s${i}`, name])),
      ExpressionAttributeValues: {
        ':entity': CATALOG_SOURCES_ENTITY,
        ...Object.fromEntries(entries.map(([, by], i) => [`:v${i}`, by])),
      },
    }),
  );
}

/** The seed catalog's size, set by its load. */
export async function setCuratedCount(total: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: openDataKeys.catalogSources(),
      UpdateExpression: 'SET entity = :entity, curated = :total',
      ExpressionAttributeValues: { ':entity': CATALOG_SOURCES_ENTITY, ':total': total },
    }),
  );
}

/** Access pattern: the catalog's courses by source (one GetItem). */
export async function getCatalogSources(): Promise<Record<CatalogSource, number>> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: openDataKeys.catalogSources() }),
  );
  const count = (name: CatalogSource) => (typeof Item?.[name] === 'number' ? Item[name] : 0);
  return {
    curated: count('curated'),
    opengolfapi: count('opengolfapi'),
    openstreetmap: count('openstreetmap'),
  };
}
