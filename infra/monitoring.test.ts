import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../functions/endpoint-groups';
import { ALARM_THRESHOLDS } from './monitoring';
import { renderValue, type Resources } from './testing/template-values';
import { synthFescue } from './testing/synth';

const { template } = synthFescue({ alarmEmail: 'ops@example.com', monthlyBudgetUsd: '120' });
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm') as Resources).map(
  (alarm) => alarm.Properties,
);
const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
const notifiesTopic = (alarm: Record<string, unknown>) =>
  (alarm.AlarmActions as unknown[]).map(renderValue).includes(`\${${topicId}}`) &&
  (alarm.OKActions as unknown[]).map(renderValue).includes(`\${${topicId}}`);
const byDescription = (pattern: RegExp) =>
  alarms.filter((alarm) => pattern.test(String(alarm.AlarmDescription)));

describe('alarms', () => {
  it('every alarm notifies the one topic, on alarm and on recovery', () => {
    expect(alarms.length).toBeGreaterThan(20);
    expect(alarms.filter((alarm) => !notifiesTopic(alarm))).toEqual([]);
  });

  it('subscribes the operator given by context alarmEmail, over an SSL-only topic', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: topicId },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      },
    });
    synthFescue().template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('API 5xx rate: a percentage of at least 20 requests, above 5% for two 5-minute periods', () => {
    const [alarm] = byDescription(/5xx/);
    expect(alarm).toMatchObject({
      Threshold: 5,
      EvaluationPeriods: 2,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const metrics = alarm?.Metrics as {
      Id: string;
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string; Namespace: string }; Period: number; Stat: string };
    }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe(
      'IF(requests >= 20, 100 * errors / requests, 0)',
    );
    expect(
      metrics
        .filter((m) => m.MetricStat)
        .map((m) => [
          m.Id,
          m.MetricStat?.Metric.Namespace,
          m.MetricStat?.Metric.MetricName,
          m.MetricStat?.Period,
          m.MetricStat?.Stat,
        ])
        .sort(),
    ).toEqual([
      ['errors', 'AWS/ApiGateway', '5xx', 300, 'Sum'],
      ['requests', 'AWS/ApiGateway', 'Count', 300, 'Sum'],
    ]);
  });

  it('API p99 latency above 3 s for three periods', () => {
    expect(byDescription(/p99 latency/)).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/ApiGateway',
        MetricName: 'Latency',
        ExtendedStatistic: 'p99',
        Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
        EvaluationPeriods: 3,
      }),
    ]);
  });

  it('each Lambda, every endpoint group and both GHIN jobs, has an errors and a throttles alarm', () => {
    const names = [...Object.keys(endpointGroups), 'ghin-sync-dispatcher', 'ghin-sync-worker'];
    for (const name of names) {
      for (const [pattern, metricName] of [
        [new RegExp(`^Lambda ${name} failed`), 'Errors'],
        [new RegExp(`^Lambda ${name} was throttled`), 'Throttles'],
      ] as const) {
        expect(byDescription(pattern), `${name} ${metricName}`).toEqual([
          expect.objectContaining({
            Namespace: 'AWS/Lambda',
            MetricName: metricName,
            Statistic: 'Sum',
            Period: 300,
            Threshold: 1,
            ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          }),
        ]);
      }
    }
  });

  it('DynamoDB throttles: read and write throttle events of the table and both indexes, summed', () => {
    const [alarm] = byDescription(/DynamoDB throttled/);
    expect(alarm?.Threshold).toBe(ALARM_THRESHOLDS.dynamoThrottleEvents);
    const metrics = alarm?.Metrics as {
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } };
    }[];
    const stats = metrics.filter((m) => m.MetricStat).map((m) => m.MetricStat!.Metric);
    expect(stats.map((m) => m.MetricName).sort()).toEqual([
      ...Array(3).fill('ReadThrottleEvents'),
      ...Array(3).fill('WriteThrottleEvents'),
    ]);
    const indexes = stats.map((m) => m.Dimensions.find((d) => d.Name === 'GlobalSecondaryIndexName')?.Value);
    expect(new Set(indexes)).toEqual(new Set([undefined, 'gsi1', 'gsi2']));
    expect(metrics.find((m) => m.Expression)?.Expression?.split(' + ')).toHaveLength(6);
  });

  it('the GHIN dead-letter queue alarm notifies the topic at the first message', () => {
    const [alarm] = byDescription(/GHIN syncs keep failing/);
    expect(alarm).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    expect(notifiesTopic(alarm!)).toBe(true);
  });
});

describe('the budget', () => {
  it('is the context amount a month, notifying the topic at 80% spent and at 100% forecast', () => {
    template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 120, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', Threshold: 80, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
        {
          Notification: { NotificationType: 'FORECASTED', Threshold: 100, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
      ],
    });
  });
});

describe('the dashboard', () => {
  it('is one dashboard graphing the API, every function, DynamoDB, GHIN and the app metrics', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Resources);
    const body = renderValue(dashboard?.Properties.DashboardBody);
    for (const title of [
      'API requests and 5xx',
      'API latency',
      'Lambda errors',
      'Lambda throttles',
      'DynamoDB throttles',
      'GHIN sync',
    ]) {
      expect(body).toContain(`"title":"${title}"`);
    }
    for (const name of Object.keys(endpointGroups)) expect(body).toContain(`"label":"${name}"`);
    expect(body).toContain(`{Fescue,service} MetricName=\\"ServerError\\"`);
  });
});
