import { App } from 'aws-cdk-lib';
import { ConfigError, readConfig } from './config';
import { addFescueStacks } from './fescue-app';

const app = new App();

try {
  addFescueStacks(
    app,
    readConfig(app.node),
    // Environment-agnostic unless the CLI knows the target account and region (then region-aware values
    // resolve, and the optional WAF stack can be placed in us-east-1).
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
  );
} catch (error) {
  // A mistyped -c value deserves one line saying what to fix, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Fescue: ${error.message}`);
  process.exit(1);
}
