import type { App, Environment } from 'aws-cdk-lib';
import { ConfigError, type FescueConfig } from './config';
import { FescueStack } from './fescue-stack';
import { WAF_REGION, WafStack } from './waf';

export interface FescueStacks {
  readonly fescue: FescueStack;
  /** Present with context waf=true. */
  readonly waf?: WafStack;
}

/**
 * The app's stacks: Fescue, and with `-c waf=true` FescueWaf in us-east-1 (CloudFront web ACLs live only
 * there). The Fescue stack reads the web ACL's ARN across regions, which CDK supports only between stacks
 * whose account and region are known at synth: so the WAF needs credentials for the target account (the CLI
 * then sets CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION) and says so otherwise.
 */
export function addFescueStacks(app: App, config: FescueConfig, env: Environment | undefined): FescueStacks {
  const description = 'Fescue: golf-travel archive (CloudFront, HTTP API, Lambda, DynamoDB, S3, Cognito)';
  if (!config.waf) return { fescue: new FescueStack(app, 'Fescue', { description, config, env }) };

  if (!env?.account || !env.region) {
    throw new ConfigError(
      'Context waf=true needs the target account and region: run cdk with AWS credentials (or set CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION)',
    );
  }
  const crossRegion = env.region !== WAF_REGION;
  const waf = new WafStack(app, 'FescueWaf', {
    description: 'Fescue: the WAF web ACL in front of CloudFront (us-east-1, as CloudFront requires)',
    env: { account: env.account, region: WAF_REGION },
    crossRegionReferences: crossRegion,
  });
  const fescue = new FescueStack(app, 'Fescue', {
    description,
    config,
    env,
    webAclArn: waf.webAcl.attrArn,
    crossRegionReferences: crossRegion,
  });
  fescue.addStackDependency(waf);
  return { fescue, waf };
}
