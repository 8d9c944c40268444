import { type Stack, Validations } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * The ids aws-cdk-lib gives the deploy-time functions it makes in the stack's own scope: the provider of every
 * AwsCustomResource (a singleton) and the BucketDeployment handler.
 */
const CDK_OWNED_FUNCTION_IDS = [/^AWS679f53fac002430cb0da5b7982bd2287$/, /^Custom::CDKBucketDeployment/];

/**
 * cdk-nag's Serverless pack judges the deploy-time functions aws-cdk-lib makes for custom resources as it
 * judges the app's own. These run once per deploy, invoked by CloudFormation, with the runtime and settings
 * aws-cdk-lib chose: acknowledged here, each with its reason, rather than rebuilt by hand.
 */
export function acknowledgeCdkOwnedFunctions(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!CDK_OWNED_FUNCTION_IDS.some((id) => id.test(child.node.id))) continue;
    if (!child.node.findAll().some((construct) => construct instanceof CfnFunction)) continue;
    Validations.of(child).acknowledge(
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'CloudFormation invokes this aws-cdk-lib deploy-time function for its custom resource and fails the deploy when it fails; there is no event to keep.',
      },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: "aws-cdk-lib chooses this deploy-time function's runtime, not this app.",
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: 'An aws-cdk-lib deploy-time function: it serves no request to trace.',
      },
      {
        id: 'Serverless-LambdaDefaultMemorySize',
        reason:
          "aws-cdk-lib's custom-resource provider makes one AWS SDK call per deploy; its default memory suffices.",
      },
    );
  }
}
