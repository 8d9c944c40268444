import type { Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { customDomainWithGoogle, fakeFrontendBuild, synthFescue, synthFescueApp } from './testing/synth';

/**
 * Every finding (errors and warnings alike) of cdk-nag's AwsSolutions and Serverless rule packs not
 * acknowledged with a reason beside the resource.
 */
function unacknowledgedFindings(stack: Stack) {
  return [new AwsSolutionsChecks(), new ServerlessChecks()].flatMap((pack) =>
    findingsOf(pack.validateScope(stack)),
  );
}

function findingsOf(result: ReturnType<AwsSolutionsChecks['validateScope']>) {
  return result.violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity,
    at: violation.violatingResources.map((resource) => resource.constructPath),
  }));
}

describe('cdk-nag AwsSolutions and Serverless', () => {
  it('finds nothing unacknowledged with the generated CloudFront domain and a frontend build', () => {
    const { stack } = synthFescue({ frontendDist: fakeFrontendBuild() });
    expect(unacknowledgedFindings(stack)).toEqual([]);
  });

  it('finds nothing unacknowledged with a custom domain, Google sign-in and an alarm email', () => {
    const { stack } = synthFescue({ ...customDomainWithGoogle, alarmEmail: 'ops@example.com' });
    expect(unacknowledgedFindings(stack)).toEqual([]);
  });

  it('finds nothing unacknowledged with worldwide course search and a restored table', () => {
    const { stack } = synthFescue({
      golfCourseApiSecretName: 'fescue/golf-course-api-key',
      tableName: 'fescue-restored-20261128',
    });
    expect(unacknowledgedFindings(stack)).toEqual([]);
  });

  it('finds nothing unacknowledged in either stack with the WAF, and no CloudFront WAF acknowledgement', () => {
    const { stacks } = synthFescueApp({ waf: 'true' });
    expect(unacknowledgedFindings(stacks.fescue)).toEqual([]);
    expect(unacknowledgedFindings(stacks.waf!)).toEqual([]);
    const acknowledged = JSON.stringify(
      stacks.fescue.node.findAll().flatMap((construct) => construct.node.metadata.map((entry) => entry.data)),
    );
    expect(acknowledged).not.toContain('AwsSolutions-CFR2');
  });
});
