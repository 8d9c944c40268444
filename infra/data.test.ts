import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
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

describe('a restored table (context tableName)', () => {
  const restored = synthFescue({ tableName: 'fescue-restored-20261128' }).template;
  const policies = JSON.stringify(restored.findResources('AWS::IAM::Policy'));

  it('creates no table of its own and points every function at the restored one', () => {
    restored.resourceCountIs('AWS::DynamoDB::GlobalTable', 0);
    const functions = Object.values(restored.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables: Record<string, unknown> } };
    }[];
    const tableNames = functions
      .map((fn) => fn.Properties.Environment?.Variables.TABLE_NAME)
      .filter((name) => name !== undefined);
    expect(tableNames.length).toBeGreaterThanOrEqual(11);
    expect(new Set(tableNames)).toEqual(new Set(['fescue-restored-20261128']));
  });

  it('grants item access on the restored table and its indexes, and on no other table', () => {
    expect(policies).toContain(':table/fescue-restored-20261128"');
    expect(policies).toContain(':table/fescue-restored-20261128/index/*"');
    expect(policies).not.toMatch(/DataTable\w+\.Arn|"DataTable\w+"/);
  });
});
