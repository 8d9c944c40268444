import { describe, expect, it } from 'vitest';
import { renderValue, type Resources } from './testing/template-values';
import { customDomainWithGoogle, synthFescue } from './testing/synth';

const { template } = synthFescue();
const outputs = template.findOutputs('*') as Record<string, { Value: unknown }>;

describe('the Fescue stack', () => {
  it('outputs the app URL, user pool and client ids, the Cognito domain and the table name', () => {
    expect(renderValue(outputs.AppUrl?.Value)).toMatch(/^https:\/\/\$\{WebDistribution\w+\.DomainName\}$/);
    expect(renderValue(outputs.UserPoolId?.Value)).toMatch(/^\$\{AuthUserPool\w+\}$/);
    expect(renderValue(outputs.UserPoolClientId?.Value)).toMatch(/^\$\{AuthWebClient\w+\}$/);
    expect(renderValue(outputs.CognitoDomain?.Value)).toMatch(
      /^https:\/\/\$\{AuthUserPoolDomain\w+\}\.auth\./,
    );
    expect(renderValue(outputs.TableName?.Value)).toMatch(/^\$\{DataTable\w+\}$/);
  });

  it('outputs the ARN of the origin-verify secret (not its value), for rotation', () => {
    expect(renderValue(outputs.OriginVerifySecretArn?.Value)).toMatch(/^\$\{ApiOriginVerifySecret\w+\}$/);
  });

  it('outputs the custom domain as the app URL when one is configured', () => {
    const custom = synthFescue(customDomainWithGoogle).template.findOutputs('AppUrl') as Record<
      string,
      { Value: unknown }
    >;
    expect(custom.AppUrl?.Value).toBe('https://golf.example.com');
  });

  it('hard-codes no physical names, so two stacks can live in one account', () => {
    // A literal string would be a hard-coded name; references to generated names (Ref, GetAtt) are fine.
    const nameProperties = [
      'BucketName',
      'TableName',
      'FunctionName',
      'RoleName',
      'UserPoolName',
      'LogGroupName',
    ];
    const resources = template.toJSON().Resources as Resources;
    const named = Object.entries(resources).flatMap(([logicalId, resource]) =>
      nameProperties
        .filter((name) => typeof resource.Properties?.[name] === 'string')
        .map((name) => `${logicalId}.${name}`),
    );
    expect(named).toEqual([]);
  });
});
