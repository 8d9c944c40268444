import { type CfnElement, CustomResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { ENV } from '../functions/lib/config';
import { CATALOG_DATA_FILES } from '../scripts/catalog/catalog-files';
import { FescueFunction } from './constructs/fescue-function';
import { tableIndexesNagResource } from './data';

export interface DeployMigrationsProps {
  readonly table: ITableV2;
  readonly photosBucket: IBucket;
  /** TABLE_NAME and the sign-in settings the functions' configuration reads. */
  readonly environment: Record<string, string>;
}

/** A deploy waits this long for the migrations before failing: the provider framework's longest wait. */
export const MIGRATIONS_TOTAL_TIMEOUT = Duration.hours(2);

/**
 * The deploy-time migrations (docs/operations.md, "Deploy-time migrations"): a custom resource whose
 * provider runs the catalog seed and every data migration in order, recording each in the ledger in the
 * table, every time the migrations' code or the catalog changes. It depends on the table and the photos
 * bucket; the API's functions depend on it, so new code serves only once the data is ready for it (the old
 * code keeps serving meanwhile: the migrations work online). A failed migration fails the deploy with the
 * migration's name.
 *
 * isComplete runs for up to 15 minutes, pauses at a checkpoint and is called again every 30 s until done,
 * up to MIGRATIONS_TOTAL_TIMEOUT. It ships the seed catalog as data files beside its bundle, so it is far
 * above the 300 kB goal of request-path bundles (docs/performance.md): it serves no request and runs once
 * per deploy.
 */
export class DeployMigrations extends Construct {
  readonly resource: CustomResource;
  readonly runner: IFunction;

  constructor(scope: Construct, id: string, props: DeployMigrationsProps) {
    super(scope, id);
    const environment = {
      ...props.environment,
      [ENV.TABLE_NAME]: props.table.tableName,
      [ENV.PHOTOS_BUCKET]: props.photosBucket.bucketName,
    };
    const onEvent = new FescueFunction(this, 'OnEvent', {
      entry: 'scripts/migrations/deploy-on-event.ts',
      serviceName: 'deploy-migrations',
      description: 'Fescue deploy-time migrations: accepts the custom resource request',
      environment: {},
    }).function;
    const runner = new FescueFunction(this, 'Runner', {
      entry: 'scripts/migrations/deploy-is-complete.ts',
      serviceName: 'deploy-migrations',
      description: 'Fescue deploy-time migrations: the catalog seed and the data migrations, in order',
      environment,
      dataFiles: CATALOG_DATA_FILES,
      timeout: Duration.minutes(15),
    }).function;
    this.runner = runner;
    // Migrations read whole entity sets page by page (Scan) at deploy time, never on a request path.
    props.table.grantReadWriteData(runner);
    props.photosBucket.grantReadWrite(runner);
    props.photosBucket.grantDelete(runner);

    const provider = new Provider(this, 'Provider', {
      onEventHandler: onEvent,
      isCompleteHandler: runner,
      queryInterval: Duration.seconds(30),
      totalTimeout: MIGRATIONS_TOTAL_TIMEOUT,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    // The runner's asset key: it changes whenever the migrations' code or the catalog data does.
    const code = (runner.node.defaultChild as CfnFunction).code as CfnFunction.CodeProperty;
    this.resource = new CustomResource(this, 'Run', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::FescueMigrations',
      properties: { Code: Stack.of(this).resolve(code.s3Key) as unknown },
    });

    const logicalId = (fn: IFunction | Construct) =>
      Stack.of(this).getLogicalId((fn.node.defaultChild ?? fn) as CfnElement);
    const bucketId = logicalId(props.photosBucket);
    Validations.of(runner).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${tableIndexesNagResource(props.table)}]`,
        reason: "The migrations read the table's secondary indexes (a golfer's rounds by date, the catalog).",
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:Abort*]',
        reason: 'The photo-key migration copies and deletes round photos (grantReadWrite, grantDelete).',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        reason: 'The photo-key migration deletes photos left under the old per-golfer prefixes.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        reason: 'grantReadWrite on the photos bucket, for the photo-key migration.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
        reason: 'grantReadWrite on the photos bucket, for the photo-key migration.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::s3:List*]',
        reason: 'The photo-key migration lists the old per-golfer prefixes.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
        reason: 'Round photos are objects under the bucket; the migration moves them.',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously by the custom-resource provider, which fails the deploy when it fails.',
      },
    );
    Validations.of(onEvent).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by the custom-resource provider, which fails the deploy when it fails.',
    });
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "The provider framework's functions only write their own logs with this managed policy.",
      },
      ...[onEvent, runner].map((fn) => ({
        id: `AwsSolutions-IAM5[Resource::<${logicalId(fn)}.Arn>:*]`,
        reason: 'The provider framework invokes any version of the migrations functions it was given.',
      })),
      ...['framework-isComplete', 'framework-onTimeout'].map((child) => ({
        id: `AwsSolutions-IAM5[Resource::<${logicalId(provider.node.findChild(child))}.Arn>:*]`,
        reason: "The provider framework's waiter invokes any version of its own functions.",
      })),
      {
        id: 'Serverless-StepFunctionStateMachineXray',
        reason: "The provider framework's waiter state machine serves no request to trace.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "aws-cdk-lib chooses the provider framework functions' runtime, not this app.",
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'The provider framework answers CloudFormation itself; there is no event to keep.',
      },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: "aws-cdk-lib chooses the provider framework functions' runtime, not this app.",
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: 'A deploy-time function of aws-cdk-lib: it serves no request to trace.',
      },
      {
        id: 'Serverless-LambdaDefaultMemorySize',
        reason:
          "aws-cdk-lib's provider framework functions relay one request; their default memory suffices.",
      },
      {
        id: 'AwsSolutions-SF1',
        reason: "The provider framework's waiter state machine; its steps are logged by its functions.",
      },
      {
        id: 'AwsSolutions-SF2',
        reason: "The provider framework's waiter state machine serves no request to trace.",
      },
    );
  }
}
