import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DISPATCH_RETRY_ATTEMPTS, GHIN_SYNC_MAX_CONCURRENCY, GHIN_SYNC_MAX_RECEIVES } from './ghin-sync';
import { synthFescue } from './testing/synth';
import { onlyResource, type Resources } from './testing/template-values';

const { template } = synthFescue({ ghinOperatorSecretName: 'fescue/ghin-operator', ghinSyncHourUtc: 7 });
const withoutOperator = synthFescue().template;

function functionNamed(description: string): [string, Record<string, unknown>] {
  const [id, resource] = onlyResource(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(description) },
    }) as Resources,
  );
  return [id, resource.Properties];
}

describe('the scheduled GHIN sync', () => {
  const [dispatcherId] = functionNamed('queues the golfers');
  const [workerId, worker] = functionNamed('syncs queued golfers');

  it('runs the dispatcher daily at the configured hour from EventBridge Scheduler', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 7 * * ? *)',
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [dispatcherId, 'Arn'] } },
    });
  });

  it('feeds the worker from an encrypted queue with a dead-letter queue after three receives', () => {
    const queues = template.findResources('AWS::SQS::Queue') as Resources;
    const [, main] = onlyResource(
      Object.fromEntries(Object.entries(queues).filter(([, queue]) => queue.Properties.RedrivePolicy)),
    );
    expect(main.Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: GHIN_SYNC_MAX_RECEIVES });
    expect(main.Properties.SqsManagedSseEnabled).toBe(true);
    // The sync queue, its dead-letter queue and the daily dispatch's dead-letter queue.
    expect(Object.keys(queues)).toHaveLength(3);
  });

  it('keeps queued golfers a day, and hides a batch for six times the worker’s timeout (AWS’s advice for SQS and Lambda)', () => {
    const queues = template.findResources('AWS::SQS::Queue') as Resources;
    const [, main] = onlyResource(
      Object.fromEntries(Object.entries(queues).filter(([, queue]) => queue.Properties.RedrivePolicy)),
    );
    expect(main.Properties.MessageRetentionPeriod).toBe(24 * 60 * 60);
    expect(main.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * Number(worker.Timeout));
    // A failing golfer is offered three times and reaches the dead-letter queue long before it would expire.
    expect(GHIN_SYNC_MAX_RECEIVES * Number(main.Properties.VisibilityTimeout)).toBeLessThan(
      Number(main.Properties.MessageRetentionPeriod),
    );
  });

  describe('the daily dispatch that fails (attack on the record: a schedule that fails silently)', () => {
    const dispatchDlq = () =>
      onlyResource(
        Object.fromEntries(
          Object.entries(template.findResources('AWS::SQS::Queue') as Resources).filter(([id]) =>
            id.includes('DispatchDeadLetterQueue'),
          ),
        ),
      );

    it('goes to its own encrypted dead-letter queue kept 14 days, whether the schedule could not deliver it…', () => {
      const [dlqId, dlq] = dispatchDlq();
      expect(dlq.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 86_400,
      });
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        Target: {
          Arn: { 'Fn::GetAtt': [dispatcherId, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlqId, 'Arn'] } },
          RetryPolicy: { MaximumRetryAttempts: DISPATCH_RETRY_ATTEMPTS, MaximumEventAgeInSeconds: 7200 },
        },
      });
    });

    it('…or the dispatcher failed every retry of its asynchronous invocation', () => {
      const [dlqId] = dispatchDlq();
      const [, dispatcher] = functionNamed('queues the golfers');
      expect(dispatcher.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] } });
    });

    it('refuses plain HTTP to that queue, and lets the schedule send to it', () => {
      const [dlqId] = dispatchDlq();
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: dlqId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
      const scheduleRoleGrants = JSON.stringify(template.findResources('AWS::IAM::Policy'));
      expect(scheduleRoleGrants).toContain(dlqId);
    });

    it('alarms as soon as one message is there', () => {
      const [dlqId] = dispatchDlq();
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmDescription: Match.stringLikeRegexp('daily GHIN sync did not run'),
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    });
  });

  it('traces both jobs with Lambda’s active tracing, their only tracing (no X-Ray SDK in their bundles)', () => {
    const [, dispatcher] = functionNamed('queues the golfers');
    for (const job of [dispatcher, worker]) {
      expect(job).toMatchObject({ TracingConfig: { Mode: 'Active' }, LoggingConfig: { LogFormat: 'JSON' } });
    }
  });

  it('bounds the worker’s concurrency and reports partial batch failures', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: workerId },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: GHIN_SYNC_MAX_CONCURRENCY },
    });
  });

  it('gives the worker the operator secret (never a golfer password) and a timeout within the queue’s visibility', () => {
    const environment = (worker.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(environment.GHIN_OPERATOR_SECRET_ARN).toBeDefined();
    expect(environment.GHIN_SYNC_HOUR_UTC).toBe('7');
    expect(worker.Timeout).toBe(300);
  });

  it('alarms as soon as a golfer reaches the dead-letter queue', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('without an operator secret, passes none (the screen says scheduled sync is not available)', () => {
    const functions = withoutOperator.findResources('AWS::Lambda::Function') as Resources;
    for (const fn of Object.values(functions)) {
      const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      expect(variables?.GHIN_OPERATOR_SECRET_ARN).toBeUndefined();
    }
  });

  it('gives the ghin API function 29 s, under API Gateway’s 30 s', () => {
    const [, api] = functionNamed('fescue-ghin endpoint group');
    expect(api.Timeout).toBe(29);
  });
});
