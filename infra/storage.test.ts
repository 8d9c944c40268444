import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { onlyResource, renderValue, type Resources, type TemplateResource } from './testing/template-values';
import { customDomainWithGoogle, synthFescue } from './testing/synth';

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

  it('falls back to CloudFront origins for uploads when the domain is generated', () => {
    const [, bucket] = bucketsAt(generated, 'PhotosBucket');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: ['https://*.cloudfront.net'] }),
      ],
    });
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
});
