import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IMetric,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableSchema } from '../functions/data/table-schema';
import { METRIC, METRICS_NAMESPACE } from '../functions/lib/observability-names';

/**
 * Alarm thresholds, in one place so docs/operations.md ("Read the alarms") can quote them. Each is chosen to
 * mean "a person should look now", not "something moved".
 */
export const ALARM_THRESHOLDS = {
  /** Percent of API requests answered 5xx in a 5-minute period, two periods in a row... */
  api5xxPercent: 5,
  /** ...counted only when the period saw at least this many requests (one failure of two is not a trend). */
  api5xxMinimumRequests: 20,
  /** API p99 latency in milliseconds, three 5-minute periods in a row. */
  apiP99LatencyMs: 3000,
  /** Unhandled Lambda errors (crashes, timeouts) of one function in 5 minutes. Answered 5xx are not these. */
  lambdaErrors: 1,
  /** Throttled invocations of one function in 5 minutes (concurrency exhausted). */
  lambdaThrottles: 1,
  /** DynamoDB read and write throttle events of the table and its indexes in 5 minutes. */
  dynamoThrottleEvents: 10,
  /** The budget notifies at this percent of the monthly limit spent, and when the forecast passes 100%. */
  budgetActualPercent: 80,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

export interface MonitoringProps {
  readonly httpApi: HttpApi;
  readonly table: ITableV2;
  /** Every Fescue Lambda, by a readable name (the endpoint groups and the GHIN jobs). */
  readonly functions: Record<string, IFunction>;
  readonly ghinQueue: IQueue;
  readonly ghinDeadLetterQueue: IQueue;
  /** The GHIN dead-letter alarm infra/ghin-sync.ts already defines; it notifies the same topic. */
  readonly ghinDeadLetterAlarm: Alarm;
  /** Likewise its alarm on the daily dispatch's dead-letter queue. */
  readonly ghinDispatchDeadLetterAlarm: Alarm;
  /** Subscribed to the topic when given (context alarmEmail). */
  readonly alarmEmail?: string;
  readonly monthlyBudgetUsd: number;
}

/**
 * What tells an operator that Fescue is unwell: alarms on the API's 5xx rate and p99 latency, each Lambda's
 * errors and throttles, DynamoDB throttling, the GHIN dead-letter queue and the monthly budget, all on one
 * SNS topic; and one dashboard. docs/operations.md says what each alarm means and what to do.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);

    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Fescue alarms',
      enforceSSL: true,
    });
    // AWS Budgets publishes to the topic itself (CloudWatch alarms need no policy in the same account).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowBudgetsToNotify',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm and budget notifications carry no personal data; the AWS-managed SNS key cannot be used by CloudWatch or Budgets, and a customer key would cost more than the topic.',
    });
    if (props.alarmEmail) {
      const subscription = this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
      Validations.of(subscription).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An email SNS cannot deliver is a bounce of the operator’s own address; a dead-letter queue of alarm mails would itself need someone to watch it.',
      });
    }
    const notify = new SnsAction(this.topic);

    const alarm = (alarmId: string, options: ConstructorParameters<typeof Alarm>[2]): Alarm => {
      const created = new Alarm(this, alarmId, {
        treatMissingData: TreatMissingData.NOT_BREACHING,
        ...options,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    // API: the share of requests answered 5xx, ignoring quiet periods.
    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${ALARM_THRESHOLDS.api5xxMinimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx (% of requests)',
    });
    alarm('Api5xxRate', {
      alarmDescription: `More than ${ALARM_THRESHOLDS.api5xxPercent}% of API requests answered 5xx for 10 minutes (docs/operations.md: Api5xxRate)`,
      metric: serverErrorRate,
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
    });

    const p99 = props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    alarm('ApiLatencyP99', {
      alarmDescription: `API p99 latency above ${ALARM_THRESHOLDS.apiP99LatencyMs} ms for 15 minutes (docs/operations.md: ApiLatencyP99)`,
      metric: p99,
      threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });

    // Each function's unhandled errors and throttles.
    for (const [name, fn] of Object.entries(props.functions)) {
      const id = pascalCase(name);
      alarm(`${id}Errors`, {
        alarmDescription: `Lambda ${name} failed (crash, timeout or init error) (docs/operations.md: LambdaErrors)`,
        metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: ALARM_THRESHOLDS.lambdaErrors,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
      alarm(`${id}Throttles`, {
        alarmDescription: `Lambda ${name} was throttled (concurrency exhausted) (docs/operations.md: LambdaThrottles)`,
        metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: ALARM_THRESHOLDS.lambdaThrottles,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    }

    // DynamoDB: read and write throttle events of the table and of each index, summed.
    const throttleMetrics: Record<string, IMetric> = {};
    const tableDimensions = { TableName: props.table.tableName };
    const indexes = [undefined, ...tableSchema.globalSecondaryIndexes.map((index) => index.indexName)];
    indexes.forEach((indexName, position) => {
      for (const kind of ['Read', 'Write'] as const) {
        throttleMetrics[`${kind.toLowerCase()}${position}`] = new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: `${kind}ThrottleEvents`,
          dimensionsMap: indexName
            ? { ...tableDimensions, GlobalSecondaryIndexName: indexName }
            : tableDimensions,
          period: FIVE_MINUTES,
          statistic: 'Sum',
        });
      }
    });
    const dynamoThrottles = new MathExpression({
      expression: Object.keys(throttleMetrics).join(' + '),
      usingMetrics: throttleMetrics,
      period: FIVE_MINUTES,
      label: 'DynamoDB throttle events (table and indexes)',
    });
    alarm('DynamoDbThrottles', {
      alarmDescription: `DynamoDB throttled ${ALARM_THRESHOLDS.dynamoThrottleEvents} or more requests in 5 minutes (docs/operations.md: DynamoDbThrottles)`,
      metric: dynamoThrottles,
      threshold: ALARM_THRESHOLDS.dynamoThrottleEvents,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    // The GHIN dead-letter alarms exist already; they tell the operator on the same topic.
    for (const jobAlarm of [props.ghinDeadLetterAlarm, props.ghinDispatchDeadLetterAlarm]) {
      jobAlarm.addAlarmAction(notify);
      jobAlarm.addOkAction(notify);
      this.alarms.push(jobAlarm);
    }

    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: ALARM_THRESHOLDS.budgetActualPercent,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
        },
      ],
    });

    this.dashboard = this.buildDashboard(props, {
      requests,
      serverErrors,
      serverErrorRate,
      p99,
      dynamoThrottles,
    });
  }

  private buildDashboard(
    props: MonitoringProps,
    m: {
      requests: Metric;
      serverErrors: Metric;
      serverErrorRate: IMetric;
      p99: Metric;
      dynamoThrottles: IMetric;
    },
  ): Dashboard {
    const functions = Object.entries(props.functions);
    const perFunction = (metric: (fn: IFunction) => Metric) =>
      functions.map(([name, fn]) => metric(fn).with({ label: name, period: FIVE_MINUTES }));
    const appMetric = (metricName: string, label: string) =>
      new MathExpression({
        expression: `SUM(SEARCH('{${METRICS_NAMESPACE},service} MetricName="${metricName}"', 'Sum', 300))`,
        label,
        period: FIVE_MINUTES,
      });
    const consumed = (metricName: string, label: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
        label,
      });

    const dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(24) });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Fescue\nAlarms and what to do about them: docs/operations.md, "Read the alarms". Metrics in 5-minute sums unless marked.',
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and 5xx',
        left: [m.requests.with({ label: 'requests' }), m.serverErrors.with({ label: '5xx' })],
        right: [m.serverErrorRate],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency',
        left: [
          props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }),
          m.p99.with({ label: 'p99' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Refused (401/403) and answered 5xx, from the functions',
        left: [
          appMetric(METRIC.refused, 'refused 401/403'),
          appMetric(METRIC.serverError, 'server errors'),
          appMetric('ColdStart', 'cold starts'),
        ],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors', left: perFunction((fn) => fn.metricErrors()), width: 8 }),
      new GraphWidget({
        title: 'Lambda throttles',
        left: perFunction((fn) => fn.metricThrottles()),
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda duration p99 (ms)',
        left: perFunction((fn) => fn.metricDuration({ statistic: 'p99' })),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB capacity consumed',
        left: [
          consumed('ConsumedReadCapacityUnits', 'read units'),
          consumed('ConsumedWriteCapacityUnits', 'write units'),
        ],
        width: 8,
      }),
      new GraphWidget({ title: 'DynamoDB throttles', left: [m.dynamoThrottles], width: 8 }),
      new GraphWidget({
        title: 'GHIN sync',
        left: [
          props.ghinQueue.metricApproximateNumberOfMessagesVisible({ label: 'queued golfers' }),
          props.ghinDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ label: 'dead letters' }),
        ],
        right: [
          appMetric(METRIC.ghinSyncSucceeded, 'synced'),
          appMetric(METRIC.ghinSyncFailed, 'failed attempts'),
        ],
        width: 8,
      }),
    );
    return dashboard;
  }
}

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}
