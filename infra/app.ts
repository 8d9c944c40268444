import { App } from 'aws-cdk-lib';
import { ConfigError, readConfig, type FescueConfig } from './config';
import { FescueStack } from './fescue-stack';

const app = new App();

let config: FescueConfig;
try {
  config = readConfig(app.node);
} catch (error) {
  // A mistyped -c value deserves one line saying what to fix, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Fescue: ${error.message}`);
  process.exit(1);
}

new FescueStack(app, 'Fescue', {
  description: 'Fescue: golf-travel archive (CloudFront, HTTP API, Lambda, DynamoDB, S3, Cognito)',
  config,
  // Environment-agnostic unless the CLI knows the target account and region (then region-aware values resolve).
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});
