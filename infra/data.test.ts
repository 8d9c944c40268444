import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { tableSchema } from '../functions/data/table-schema';
import { synthFescue } from './testing/synth';

const { template } = synthFescue();

describe('the table', () => {
  it('is one table keyed by pk and sk, as table-schema.ts says', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has every secondary index of table-schema.ts, with string keys and all attributes projected', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: tableSchema.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith(
        tableSchema.globalSecondaryIndexes.flatMap((index) => [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ]),
      ),
    });
  });

  it('is billed on demand, with TTL on the schema attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
    });
  });

  it('has point-in-time recovery and deletion protection, and is retained when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      },
    });
  });

  it('has no hard-coded table name', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', { TableName: Match.absent() });
  });
});
