import { App } from 'aws-cdk-lib';
import { readConfig } from './config';
import { FescueStack } from './fescue-stack';

const app = new App();

new FescueStack(app, 'Fescue', {
  description: 'Fescue: golf-travel archive (CloudFront, HTTP API, Lambda, DynamoDB, S3, Cognito)',
  config: readConfig(app.node),
  // Environment-agnostic unless the CLI knows the target account and region (then region-aware values resolve).
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});
