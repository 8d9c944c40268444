import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { customDomainWithGoogle, fakeFrontendBuild, synthFescue } from './testing/synth';

function unacknowledgedErrors(context: Record<string, unknown>) {
  const { stack } = synthFescue(context);
  const result = new AwsSolutionsChecks().validateScope(stack);
  return result.violations
    .filter((violation) => violation.severity === 'error')
    .map((violation) => ({
      rule: violation.ruleName,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    }));
}

describe('cdk-nag AwsSolutions', () => {
  it('finds no unacknowledged error with the generated CloudFront domain and a frontend build', () => {
    expect(unacknowledgedErrors({ frontendDist: fakeFrontendBuild() })).toEqual([]);
  });

  it('finds no unacknowledged error with a custom domain and Google sign-in', () => {
    expect(unacknowledgedErrors(customDomainWithGoogle)).toEqual([]);
  });

  it('finds no unacknowledged error with worldwide course search configured', () => {
    expect(unacknowledgedErrors({ golfCourseApiSecretName: 'fescue/golf-course-api-key' })).toEqual([]);
  });
});
