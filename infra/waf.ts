import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { SESSION_COOKIE } from '../functions/lib/cookie-names';
import { DEFAULT_MAX_BODY_BYTES } from '../functions/lib/http/body-size';

/** CloudFront web ACLs live in us-east-1, whatever region the app's stack is in. */
export const WAF_REGION = 'us-east-1';

/**
 * Request limits per 5 minutes (WAF's rate-based window), in one place so docs/operations.md can quote them.
 * A page load is one navigation and a dozen API calls at most (assets are counted too, though CloudFront
 * caches them): these let a golfer or a busy clubhouse network work freely and stop a script.
 */
export const WAF_LIMITS = {
  /** Every request from one IP address (a clubhouse behind one NAT counts as one). */
  perIpPer5Minutes: 3000,
  /** API requests carrying one session cookie: one signed-in golfer's browser (the cookie renews hourly). */
  perSessionPer5Minutes: 1000,
  /** The longest URI path and query string accepted, in bytes. */
  maxUriPathBytes: 2048,
  maxQueryStringBytes: 4096,
  /**
   * Bodies past this are blocked on /api/*: the functions' own limit (lib/http/body-size.ts). WAF reads at
   * most 64 kB of a body behind CloudFront (with the inspection limit raised below), so POST
   * /api/rounds/import, which takes 2 MB, is left to its function's check.
   */
  maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
} as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
const noTransform = [{ priority: 0, type: 'NONE' }];
const apiPaths: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: '/api/',
    textTransformations: noTransform,
  },
};
const importPath: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: '/api/rounds/import',
    textTransformations: noTransform,
  },
};
const sizeOver = (fieldToMatch: CfnWebACL.FieldToMatchProperty, bytes: number) => ({
  sizeConstraintStatement: {
    fieldToMatch,
    comparisonOperator: 'GT',
    size: bytes,
    textTransformations: noTransform,
  },
});

/**
 * The web ACL in front of CloudFront (context waf=true). Its own stack because a CLOUDFRONT-scope web ACL
 * must be created in us-east-1; the Fescue stack, in any region, reads its ARN (a cross-region reference
 * that CDK carries through SSM, see infra/fescue-app.ts). Rules, in order: per-IP and per-session rate
 * limits, size limits, then AWS's common rule set and known bad inputs.
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Fescue: rate limits per IP and per session, size limits, AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('fescue-web-acl'),
      // Read up to 64 kB of a body (the default behind CloudFront is 16 kB), so the size rule sees the
      // functions' own limit.
      associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: 'KB_64' } } },
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_LIMITS.perIpPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('fescue-rate-per-ip'),
        },
        {
          // Per golfer, as near as the edge can tell: requests are counted per value of the session cookie.
          // A request without the cookie is not counted here (the per-IP rule still counts it).
          name: 'RatePerSession',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_LIMITS.perSessionPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [{ cookie: { name: SESSION_COOKIE, textTransformations: noTransform } }],
              scopeDownStatement: apiPaths,
            },
          },
          visibilityConfig: visibility('fescue-rate-per-session'),
        },
        {
          name: 'SizeLimits',
          priority: 2,
          action: { block: {} },
          statement: {
            orStatement: {
              statements: [
                sizeOver({ uriPath: {} }, WAF_LIMITS.maxUriPathBytes),
                sizeOver({ queryString: {} }, WAF_LIMITS.maxQueryStringBytes),
                {
                  andStatement: {
                    statements: [
                      apiPaths,
                      { notStatement: { statement: importPath } },
                      sizeOver({ body: { oversizeHandling: 'MATCH' } }, WAF_LIMITS.maxBodyBytes),
                    ],
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility('fescue-size-limits'),
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 kB body limit would refuse a long round import; SizeLimits above sets Fescue's own.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('fescue-aws-common'),
        },
        {
          name: 'AwsKnownBadInputs',
          priority: 4,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' },
          },
          visibilityConfig: visibility('fescue-aws-known-bad-inputs'),
        },
      ],
    });

    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
