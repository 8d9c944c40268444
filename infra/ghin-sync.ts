import { GHIN_SYNC_MAX_RECEIVES } from '../functions/ghin/jobs/sync-message';
import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct, type Node } from 'constructs';
import { DEFAULT_GHIN_SYNC_HOUR_UTC, GHIN_ENV } from '../functions/ghin/ghin-config';
import { FescueFunction } from './constructs/fescue-function';
import { METRIC } from '../functions/lib/observability-names';
import { jobEntries } from './lambda-bundling';
import { tableIndexesNagResource } from './data';

/**
 * GHIN settings, from CDK context (all optional):
 *   ghinOperatorSecretName  a Secrets Manager secret holding the operator's GHIN vendor login as
 *                           {"email":"…","password":"…"}; without it scheduled sync is "not available".
 *   ghinApiUrl              GHIN's API base (default https://api2.ghin.com/api/v1).
 *   ghinSyncHourUtc         the UTC hour of the daily scheduled sync (default 6).
 */
export interface GhinSettings {
  operatorSecretName?: string;
  apiUrl?: string;
  syncHourUtc: number;
}

export function readGhinSettings(node: Node): GhinSettings {
  const text = (key: string) => {
    const value: unknown = node.tryGetContext(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const hourText = text('ghinSyncHourUtc') ?? String(node.tryGetContext('ghinSyncHourUtc') ?? '');
  const hour = hourText === '' ? DEFAULT_GHIN_SYNC_HOUR_UTC : Number(hourText);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new Error(`Context ghinSyncHourUtc must be a whole hour from 0 to 23, got "${hourText}"`);
  }
  const apiUrl = text('ghinApiUrl');
  if (apiUrl && !apiUrl.startsWith('https://')) throw new Error('Context ghinApiUrl must be an https URL');
  return { operatorSecretName: text('ghinOperatorSecretName'), apiUrl, syncHourUtc: hour };
}

/** What a function that calls GHIN needs: its settings and, where configured, the operator's secret. */
export interface GhinGrantTargets {
  environment: Record<string, string>;
  operatorSecret?: ISecret;
}

export function grantGhin(fn: LambdaFunction, targets: GhinGrantTargets): void {
  for (const [name, value] of Object.entries(targets.environment)) fn.addEnvironment(name, value);
  targets.operatorSecret?.grantRead(fn);
}

/** Queue messages are offered this many times before they go to the dead-letter queue. */
export { GHIN_SYNC_MAX_RECEIVES };
/** At most this many worker instances at once (SQS event source maximum concurrency; 2 is its floor). */
export const GHIN_SYNC_MAX_CONCURRENCY = 2;
export const GHIN_SYNC_WORKER_TIMEOUT = Duration.minutes(5);
/**
 * How long a queued golfer waits at most: the next day's dispatch queues every golfer again, so an older
 * message is superseded. Far longer than the receives a failing message takes to reach the dead-letter queue
 * (3 x the visibility timeout: 90 minutes), so a failure is never lost to expiry before it is seen.
 */
export const GHIN_SYNC_RETENTION = Duration.days(1);
/**
 * AWS's advice for a Lambda fed by SQS: a visibility timeout of at least six times the function's timeout, so
 * a batch is not offered again while the worker (or its retries after a throttle) still holds it.
 */
export const GHIN_SYNC_VISIBILITY_TIMEOUT = Duration.minutes(GHIN_SYNC_WORKER_TIMEOUT.toMinutes() * 6);
/** Dead-letter queues keep what failed for the longest SQS allows, for the operator to read and redrive. */
export const DEAD_LETTER_RETENTION = Duration.days(14);
/**
 * The daily dispatch's delivery: EventBridge Scheduler retries an invocation Lambda refused (throttled, the
 * function missing) this many times within this age, then puts the event in the dispatch dead-letter queue.
 */
export const DISPATCH_RETRY_ATTEMPTS = 10;
export const DISPATCH_MAX_EVENT_AGE = Duration.hours(2);

export interface GhinSyncProps {
  table: ITableV2;
  settings: GhinSettings;
  grantItemReadWrite: (fn: IFunction) => void;
  /**
   * The configuration every function reads at cold start (functions/lib/config.ts: table, OIDC settings);
   * the jobs serve no HTTP, but share the data layer that reads it.
   */
  baseEnvironment: Record<string, string>;
}

/**
 * The scheduled GHIN sync (design card: EventBridge Scheduler, SQS): a daily schedule invokes the dispatcher,
 * which lists the golfers with sync on from a sparse index and queues them ten to a message batch; the
 * worker syncs them with the operator's GHIN account at a bounded concurrency (GHIN's rate limits), reports
 * partial batch failures, and what keeps failing goes to a dead-letter queue with an alarm.
 */
export class GhinSync extends Construct {
  readonly grantTargets: GhinGrantTargets;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  /** The daily dispatch that did not happen: the schedule's undelivered event or the dispatcher's failure. */
  readonly dispatchDeadLetterQueue: Queue;
  readonly dispatcher: LambdaFunction;
  readonly worker: LambdaFunction;
  readonly deadLetterAlarm: Alarm;
  readonly dispatchDeadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: GhinSyncProps) {
    super(scope, id);
    const { settings } = props;
    const operatorSecret = settings.operatorSecretName
      ? Secret.fromSecretNameV2(this, 'OperatorSecret', settings.operatorSecretName)
      : undefined;
    const environment: Record<string, string> = {
      [GHIN_ENV.SYNC_HOUR_UTC]: String(settings.syncHourUtc),
      ...(settings.apiUrl ? { [GHIN_ENV.URL]: settings.apiUrl } : {}),
      ...(operatorSecret ? { [GHIN_ENV.OPERATOR_SECRET_ARN]: operatorSecret.secretArn } : {}),
    };
    this.grantTargets = { environment, ...(operatorSecret ? { operatorSecret } : {}) };

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: GHIN_SYNC_VISIBILITY_TIMEOUT,
      retentionPeriod: GHIN_SYNC_RETENTION,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: GHIN_SYNC_MAX_RECEIVES },
    });
    this.dispatchDeadLetterQueue = new Queue(this, 'DispatchDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });

    this.dispatcher = new FescueFunction(this, 'Dispatcher', {
      entry: jobEntries['ghin-dispatcher'],
      serviceName: 'ghin-sync-dispatcher',
      description: 'Fescue: queues the golfers with scheduled GHIN sync on',
      environment: {
        ...props.baseEnvironment,
        ...environment,
        [GHIN_ENV.SYNC_QUEUE_URL]: this.queue.queueUrl,
      },
      timeout: Duration.minutes(5),
      // The schedule invokes it asynchronously: a run that fails Lambda's two retries lands here.
      deadLetterQueue: this.dispatchDeadLetterQueue,
      metrics: [METRIC.coldStart, METRIC.ghinGolfersQueued],
    }).function;
    props.table.grant(this.dispatcher, 'dynamodb:Query');
    this.queue.grantSendMessages(this.dispatcher);

    this.worker = new FescueFunction(this, 'Worker', {
      entry: jobEntries['ghin-worker'],
      serviceName: 'ghin-sync-worker',
      description: 'Fescue: syncs queued golfers from GHIN',
      environment: { ...props.baseEnvironment, ...environment },
      metrics: [METRIC.coldStart, METRIC.ghinSyncSucceeded, METRIC.ghinSyncFailed],
      timeout: GHIN_SYNC_WORKER_TIMEOUT,
    }).function;
    props.grantItemReadWrite(this.worker);
    operatorSecret?.grantRead(this.worker);
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: GHIN_SYNC_MAX_CONCURRENCY,
      }),
    );

    new Schedule(this, 'DailySchedule', {
      description: 'Fescue: the daily GHIN sync of golfers who turned it on',
      schedule: ScheduleExpression.cron({ minute: '0', hour: String(settings.syncHourUtc) }),
      target: new LambdaInvoke(this.dispatcher, {
        deadLetterQueue: this.dispatchDeadLetterQueue,
        retryAttempts: DISPATCH_RETRY_ATTEMPTS,
        maxEventAge: DISPATCH_MAX_EVENT_AGE,
      }),
    });

    this.deadLetterAlarm = new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: 'GHIN syncs keep failing: golfers are in the GHIN sync dead-letter queue',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.dispatchDeadLetterAlarm = new Alarm(this, 'DispatchDeadLetterAlarm', {
      alarmDescription:
        "The daily GHIN sync did not run: the schedule's invocation or the dispatcher failed (docs/operations.md: GhinSync DispatchDeadLetterAlarm)",
      metric: this.dispatchDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${tableIndexesNagResource(props.table)}]`,
      reason:
        "The dispatcher and worker Query the table's own secondary indexes (the sparse sync index), and only those.",
    });
    const dispatcherLogicalId = Stack.of(this).getLogicalId(this.dispatcher.node.defaultChild as CfnElement);
    // The schedule's invoke role is made at the stack's top level by the scheduler target.
    Validations.of(Stack.of(this)).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${dispatcherLogicalId}.Arn>:*]`,
      reason: "The schedule may invoke the dispatcher's versions; it is the one function it invokes.",
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This is the dead-letter queue of the GHIN sync queue.' },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This is the dead-letter queue of the GHIN sync queue; what fails here waits for a redrive.',
      },
    );
    Validations.of(this.dispatchDeadLetterQueue).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "This is the dead-letter queue of the daily schedule's target and the dispatcher's invocations.",
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason:
          'This is a dead-letter queue; nothing consumes it, the operator reads it (docs/operations.md).',
      },
    );
    Validations.of(this.worker).acknowledge(
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'The worker is invoked by its SQS event source, never asynchronously; what fails goes to the queue’s dead-letter queue.',
      },
      {
        id: 'Serverless-LambdaEventSourceMappingDestination',
        reason:
          'An SQS event source takes no on-failure destination; the queue’s redrive policy sends failures to its dead-letter queue.',
      },
    );
  }
}
