import { type CfnElement, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, Billing, type ITableV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableSchema } from '../functions/data/table-schema';

export interface DataProps {
  /**
   * An existing table to use instead of the stack's own: the table restored from point-in-time recovery
   * (context tableName; docs/operations.md). The stack's own table is then no longer in the template and,
   * being retained, stays in the account untouched.
   */
  readonly restoredTableName?: string;
}

/** The single DynamoDB table; its key layout comes from the same module the local stack uses. */
export class Data extends Construct {
  readonly table: ITableV2;
  /** True when the stack runs on a table it did not create (a restored one). */
  readonly usesRestoredTable: boolean;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    this.usesRestoredTable = Boolean(props.restoredTableName);

    if (props.restoredTableName) {
      // Grants on an imported table cover its indexes only when they are named.
      this.table = TableV2.fromTableAttributes(this, 'RestoredTable', {
        tableName: props.restoredTableName,
        globalIndexes: tableSchema.globalSecondaryIndexes.map((index) => index.indexName),
      });
      return;
    }

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: tableSchema.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // The golfers' archive outlives any stack: deleting the stack must never delete it.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/**
 * How cdk-nag names the table's index ARN (`<table ARN>/index/*`) in an IAM5 finding: by the table's logical
 * id when the stack owns it, by its name when it is a restored table the stack imports.
 */
export function tableIndexesNagResource(table: ITableV2): string {
  const owned = table.node.defaultChild as CfnElement | undefined;
  if (owned) return `<${Stack.of(table).getLogicalId(owned)}.Arn>/index/*`;
  return `arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${table.tableName}/index/*`;
}
