import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { onlyResource, renderValue, type Resources, type TemplateResource } from './testing/template-values';
import { customDomainWithGoogle, synthFescue } from './testing/synth';
import { PHOTO_UPLOAD_PREFIX } from '#shared/schemas/photo';
import { PHOTO_NONCURRENT_DAYS } from './storage';

const generated = synthFescue().template;
const customDomain = synthFescue(customDomainWithGoogle).template;

/** The bucket whose logical id starts with Storage<pathPart>. */
function bucketsAt(template: Template, pathPart: string): [string, TemplateResource] {
  const buckets = template.findResources('AWS::S3::Bucket') as Resources;
  return onlyResource(
    Object.fromEntries(
      Object.entries(buckets).filter(([logicalId]) => logicalId.startsWith(`Storage${pathPart}`)),
    ),
  );
}

function bucketPolicyStatements(template: Template, bucketLogicalId: string): Record<string, unknown>[] {
  const policies = template.findResources('AWS::S3::BucketPolicy', {
    Properties: { Bucket: { Ref: bucketLogicalId } },
  }) as Resources;
  const [, policy] = onlyResource(policies);
  return (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
}

describe.each([
  ['photos', 'PhotosBucket'],
  ['bundle', 'BundleBucket'],
  ['logs', 'LogsBucket'],
])('the %s bucket', (_name, pathPart) => {
  const [logicalId, resource] = bucketsAt(generated, pathPart);
  const bucket = resource.Properties;

  it('blocks all public access and encrypts with S3-managed keys', () => {
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
  });

  it('denies every request that does not use TLS', () => {
    expect(bucketPolicyStatements(generated, logicalId)).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('is retained when the stack is deleted and has no hard-coded name', () => {
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(bucket.BucketName).toBeUndefined();
  });
});

describe('the photos bucket', () => {
  it('lets the app origin PUT with a presigned URL when the origin is a custom domain', () => {
    const [, bucket] = bucketsAt(customDomain, 'PhotosBucket');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        expect.objectContaining({
          AllowedMethods: ['PUT'],
          AllowedOrigins: [`https://${customDomainWithGoogle.domainName}`],
          AllowedHeaders: expect.arrayContaining(['content-type']),
        }),
      ],
    });
  });

  it('lets only this distribution’s own origin PUT when the domain is generated, never every *.cloudfront.net', () => {
    const [photosId, bucket] = bucketsAt(generated, 'PhotosBucket');
    // The bucket cannot name the distribution (a cycle); a custom resource sets the rule once both exist.
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    const [distributionId] = onlyResource(
      generated.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const corsCalls = Object.values(generated.findResources('Custom::AWS') as Resources)
      .map((resource) => renderValue(resource.Properties.Create))
      .filter((call) => call.includes('PutBucketCors'));
    expect(corsCalls).toHaveLength(1);
    const call = JSON.parse(corsCalls[0] ?? '{}') as {
      parameters: { Bucket: string; CORSConfiguration: { CORSRules: Record<string, unknown>[] } };
    };
    expect(call.parameters.Bucket).toBe(`\${${photosId}}`);
    expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
      {
        AllowedMethods: ['PUT'],
        AllowedOrigins: [`https://\${${distributionId}.DomainName}`],
        AllowedHeaders: ['content-type', 'cache-control', 'x-amz-*'],
        ExposeHeaders: ['ETag'],
        MaxAgeSeconds: 3000,
      },
    ]);
    expect(JSON.stringify(generated.toJSON())).not.toContain('*.cloudfront.net');
  });

  it('is given its CORS rule only by a role allowed nothing but PutBucketCORS on this bucket', () => {
    const [photosId] = bucketsAt(generated, 'PhotosBucket');
    const statements = Object.values(generated.findResources('AWS::IAM::Policy') as Resources).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const corsStatements = statements.filter((statement) =>
      JSON.stringify(statement.Action).toLowerCase().includes('putbucketcors'),
    );
    expect(corsStatements).toEqual([
      expect.objectContaining({
        Action: 's3:PutBucketCORS',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [photosId, 'Arn'] },
      }),
    ]);
  });

  it('sets no CORS rule by custom resource when the custom domain is known at synth time', () => {
    const calls = Object.values(customDomain.findResources('Custom::AWS') as Resources).map((resource) =>
      renderValue(resource.Properties.Create),
    );
    expect(calls.filter((call) => call.includes('PutBucketCors'))).toEqual([]);
  });

  it('allows CloudFront reads only from this distribution', () => {
    const [photosId] = bucketsAt(generated, 'PhotosBucket');
    const [distributionId] = onlyResource(
      generated.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const reads = bucketPolicyStatements(generated, photosId).filter(
      (statement) => statement.Effect === 'Allow',
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
    });
    expect(
      renderValue(
        (reads[0]?.Condition as Record<string, Record<string, unknown>>).StringEquals?.['AWS:SourceArn'],
      ),
    ).toMatch(new RegExp(`:distribution/\\$\\{${distributionId}\\}$`));
  });

  it('writes server access logs to the logs bucket', () => {
    const [logsId] = bucketsAt(generated, 'LogsBucket');
    const [, photos] = bucketsAt(generated, 'PhotosBucket');
    expect(photos.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logsId },
      LogFilePrefix: 'photos-bucket/',
    });
  });
  it('keeps versions, and expires noncurrent ones after 30 days (a restore puts photos back with the table)', () => {
    const [, photos] = bucketsAt(generated, 'PhotosBucket');
    expect(photos.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (photos.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireOldPhotoVersions',
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: PHOTO_NONCURRENT_DAYS },
        ExpiredObjectDeleteMarker: true,
      }),
    );
    expect(PHOTO_NONCURRENT_DAYS).toBe(30);
    // Within the table's point-in-time window (35 days), so a restore finds the photos its rounds name.
    expect(PHOTO_NONCURRENT_DAYS).toBeLessThanOrEqual(35);
  });

  it('expires an upload no round took after a day, in the private uploads/ prefix only (never a round’s photo)', () => {
    const [, photos] = bucketsAt(generated, 'PhotosBucket');
    const rules = (photos.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined);
    expect(expiring).toEqual([
      expect.objectContaining({
        Id: 'ExpireUntakenUploads',
        Status: 'Enabled',
        Prefix: PHOTO_UPLOAD_PREFIX,
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    ]);
    expect(PHOTO_UPLOAD_PREFIX).toBe('uploads/');
    expect(rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
  });

  it('refuses CloudFront every object outside photos/, so an unattached upload is never served', () => {
    const [photosId] = bucketsAt(generated, 'PhotosBucket');
    const denials = bucketPolicyStatements(generated, photosId).filter(
      (statement) =>
        statement.Effect === 'Deny' &&
        JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(denials).toHaveLength(1);
    expect(denials[0]?.Action).toEqual(['s3:GetObject', 's3:GetObjectVersion']);
    expect(renderValue(denials[0]?.NotResource)).toBe(`\${${photosId}.Arn}/photos/*`);
  });
});
