import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../functions/lib/cookie-names';
import { WAF_LIMITS } from './waf';
import { deployEnv, synthFescueApp } from './testing/synth';

const withWaf = synthFescueApp({ waf: 'true' });
const waf = withWaf.wafTemplate!;
// CloudFormation JSON, walked by the tests' own expectations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const acl = Object.values(waf.findResources('AWS::WAFv2::WebACL'))[0] as {
  Properties: {
    Scope: string;
    Rules: { Name: string; Priority: number; Statement: Json; Action?: unknown }[];
    AssociationConfig: unknown;
  };
};
const rule = (name: string) => acl.Properties.Rules.find((candidate) => candidate.Name === name);

describe('the WAF (context waf=true)', () => {
  it('is a CLOUDFRONT web ACL in its own stack in us-east-1, whatever the app region', () => {
    expect(withWaf.stacks.waf?.region).toBe('us-east-1');
    expect(withWaf.stacks.fescue.region).toBe(deployEnv.region);
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
  });

  it('sits in front of the distribution, read across regions from the WAF stack', () => {
    const [distribution] = Object.values(withWaf.template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: { WebACLId: unknown } };
    }[];
    expect(distribution?.Properties.DistributionConfig.WebACLId).toMatchObject({
      'Fn::GetStackOutput': { StackName: 'FescueWaf', Region: 'us-east-1' },
    });
  });

  it('blocks more than the per-IP limit of requests in 5 minutes', () => {
    expect(rule('RatePerIp')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: WAF_LIMITS.perIpPer5Minutes,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
        },
      },
    });
  });

  it('blocks more than the per-session limit of API requests, counted per session cookie', () => {
    expect(rule('RatePerSession')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: WAF_LIMITS.perSessionPer5Minutes,
          AggregateKeyType: 'CUSTOM_KEYS',
          CustomKeys: [{ Cookie: { Name: SESSION_COOKIE } }],
          ScopeDownStatement: {
            ByteMatchStatement: { SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' },
          },
        },
      },
    });
  });

  it('blocks API bodies over the functions’ own limit (except the import), long paths and long queries', () => {
    const statements = rule('SizeLimits')?.Statement.OrStatement.Statements as Json[];
    expect(statements[0]).toMatchObject({
      SizeConstraintStatement: { FieldToMatch: { UriPath: {} }, Size: 2048, ComparisonOperator: 'GT' },
    });
    expect(statements[1]).toMatchObject({
      SizeConstraintStatement: { FieldToMatch: { QueryString: {} }, Size: 4096 },
    });
    expect(statements[2]?.AndStatement.Statements[1]).toMatchObject({
      NotStatement: { Statement: { ByteMatchStatement: { SearchString: '/api/rounds/import' } } },
    });
    expect(statements[2]?.AndStatement.Statements[2]).toMatchObject({
      SizeConstraintStatement: { FieldToMatch: { Body: { OversizeHandling: 'MATCH' } }, Size: 64 * 1024 },
    });
    expect(acl.Properties.AssociationConfig).toEqual({
      RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } },
    });
  });

  it("runs AWS's common rule set (its 8 kB body rule only counting) and known bad inputs", () => {
    expect(rule('AwsCommonRuleSet')?.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
    expect(rule('AwsKnownBadInputs')?.Statement.ManagedRuleGroupStatement.Name).toBe(
      'AWSManagedRulesKnownBadInputsRuleSet',
    );
  });

  it('is absent by default, and refused with a clear message when the account and region are unknown', () => {
    expect(synthFescueApp({}).stacks.waf).toBeUndefined();
    expect(() => synthFescueApp({ waf: 'true' }, {})).toThrow(/waf=true needs the target account and region/);
  });
});
