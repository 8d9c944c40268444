import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../functions/endpoint-groups';
import { synthFescue } from './testing/synth';
import { onlyResource, type Resources } from './testing/template-values';

const { template } = synthFescue();

function functionNamed(description: string): [string, Record<string, unknown>] {
  const [id, resource] = onlyResource(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(description) },
    }) as Resources,
  );
  return [id, resource.Properties];
}

describe('the deploy-time migrations', () => {
  const [runnerId, runner] = functionNamed('the catalog seed and the data migrations');
  const [migrationsId, migrations] = onlyResource(
    template.findResources('Custom::FescueMigrations') as Resources,
  );

  it('runs in the deploy as a custom resource whose properties change with the migrations code', () => {
    expect(migrations.Properties.Code).toEqual(expect.stringMatching(/\.zip$/));
    // The provider framework's waiter calls isComplete (the runner) until it answers complete.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ USER_IS_COMPLETE_FUNCTION_ARN: { 'Fn::GetAtt': [runnerId, 'Arn'] } }),
      },
    });
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 1);
  });

  it('gives the runner the longest Lambda time, the table and photos bucket, and the seed catalog', () => {
    expect(runner.Timeout).toBe(900);
    const variables = (runner.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'PHOTOS_BUCKET']));
  });

  it('holds back every API function until the migrations are done, so new code never reads old data', () => {
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('endpoint group') },
    }) as Resources;
    expect(Object.keys(functions)).toHaveLength(Object.keys(endpointGroups).length);
    for (const fn of Object.values(functions)) {
      expect((fn as { DependsOn?: string[] }).DependsOn ?? []).toContain(migrationsId);
    }
  });
});
