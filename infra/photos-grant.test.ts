import { describe, expect, it } from 'vitest';
import { SIGNED_HEADERS } from '../functions/rounds/photos/presign-upload';
import { onlyResource, renderValue, type Resources, type TemplateResource } from './testing/template-values';
import { synthFescue } from './testing/synth';

const { template } = synthFescue();
const [bucketId, bucket] = onlyResource(
  template.findResources('AWS::S3::Bucket', {
    Properties: { LoggingConfiguration: { LogFilePrefix: 'photos-bucket/' } },
  }) as Resources,
);
const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources);
const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources);
const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** Every policy statement in the template that names an S3 action, with the role it is attached to. */
const s3Statements = policies.flatMap((policy) =>
  (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement.filter(
    (statement) => asList(statement.Action).some((action) => String(action).startsWith('s3:')),
  ).map((statement) => ({ statement, roles: (policy.Properties.Roles as unknown[]).map(renderValue) })),
);

function roleOf(service: string): string {
  const fn = functions.find(
    (candidate: TemplateResource) =>
      (candidate.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables
        ?.POWERTOOLS_SERVICE_NAME === service,
  );
  return renderValue(fn?.Properties.Role).replace(/\.Arn\}$/, '}');
}

describe('photo objects', () => {
  const rounds = roleOf('fescue-rounds');
  const granted = s3Statements.filter(({ roles }) => roles.includes(rounds));

  it('let the rounds function put, read and delete only uploads, and only put (the copy) and delete public photos', () => {
    const byResource = Object.fromEntries(
      granted.map(({ statement }) => [
        asList(statement.Resource).map(renderValue).join(','),
        [...asList(statement.Action)].sort(),
      ]),
    );
    expect(granted.every(({ statement }) => statement.Effect === 'Allow')).toBe(true);
    expect(byResource).toEqual({
      [`\${${bucketId}.Arn}/uploads/*`]: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
      [`\${${bucketId}.Arn}/photos/*`]: ['s3:DeleteObject', 's3:PutObject'],
    });
  });

  it('let the users function (Delete my account) list only under uploads/ and delete photos and uploads, nothing else', () => {
    const users = roleOf('fescue-users');
    const statements = s3Statements
      .filter(({ roles }) => roles.includes(users))
      .map(({ statement }) => statement);
    expect(statements).toHaveLength(2);
    const list = statements.find((statement) => asList(statement.Action).includes('s3:ListBucket'));
    const remove = statements.find((statement) => asList(statement.Action).includes('s3:DeleteObject'));
    expect(asList(list?.Action)).toEqual(['s3:ListBucket']);
    expect(asList(list?.Resource).map(renderValue)).toEqual([`\${${bucketId}.Arn}`]);
    expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['uploads/*'] } });
    expect(asList(remove?.Action)).toEqual(['s3:DeleteObject']);
    expect(asList(remove?.Resource).map(renderValue).sort()).toEqual([
      `\${${bucketId}.Arn}/photos/*`,
      `\${${bucketId}.Arn}/uploads/*`,
    ]);
  });

  it('are not granted to any other endpoint group', () => {
    for (const service of ['fescue-auth', 'fescue-courses']) {
      const role = roleOf(service);
      expect(role, service).toMatch(/^\$\{\w+\}$/);
      expect(
        s3Statements.filter(({ roles }) => roles.includes(role)),
        service,
      ).toEqual([]);
    }
  });

  it('can be uploaded from the browser: the bucket CORS allows PUT with every signed header it sends', () => {
    // With the generated CloudFront domain the rule is put by a custom resource once the distribution exists.
    const corsCall = Object.values(template.findResources('Custom::AWS') as Resources)
      .map((resource) => renderValue(resource.Properties.Create))
      .find((call) => call.includes('PutBucketCors'));
    const rules = (
      JSON.parse(corsCall ?? '{}') as {
        parameters?: { CORSConfiguration: { CORSRules: Record<string, unknown>[] } };
      }
    ).parameters?.CORSConfiguration.CORSRules;
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    const putRules = (rules ?? []).filter((rule) => asList(rule.AllowedMethods).includes('PUT'));
    expect(putRules).toHaveLength(1);
    const allowedHeaders = asList(putRules[0]?.AllowedHeaders).map(String);
    // The browser sets Content-Length itself; it never needs a CORS allowance.
    for (const header of [...SIGNED_HEADERS].filter((name) => name !== 'content-length')) {
      expect(allowedHeaders, header).toContain(header);
    }
  });
});
