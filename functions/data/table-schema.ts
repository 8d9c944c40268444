/**
 * The single table's physical layout, shared by the CDK table (infra/data.ts) and the local stack's
 * table creation (scripts/local), so both always agree. Entity key shapes live in ./keys/.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded secondary indexes; each entity's key module documents what it writes into them. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds; DynamoDB deletes the item after this time (short-lived records). */
  timeToLiveAttribute: 'expiresAt',
} as const;
