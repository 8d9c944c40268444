import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS } from '../../functions/lib/local-s3-credentials';
import { newPublicPhotoKey } from '../../functions/rounds/photos/photo-key';
import { headersSentBy, type ResponseHeadersPolicyConfig } from '../../infra/testing/cloudfront-headers';
import { synthFescue } from '../../infra/testing/synth';
import { stackUrl } from './testing';

interface Behavior {
  PathPattern?: string;
  ResponseHeadersPolicyId: { Ref: string };
}

/**
 * What CloudFront sends on each behaviour of the synthesized stack (default config), with the photos
 * bucket's upload origin written as the local S3's, the one difference between the two environments.
 */
function cloudFrontHeaders(
  localUploadOrigin: string,
): Record<'app' | 'api' | 'sharedPage' | 'sharedData' | 'photos', Record<string, string>> {
  const template = synthFescue().template.toJSON() as {
    Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  };
  const distribution = Object.values(template.Resources).find(
    (resource) => resource.Type === 'AWS::CloudFront::Distribution',
  );
  const config = distribution?.Properties.DistributionConfig as {
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
  };
  const sentOn = (behavior: Behavior | undefined) => {
    const policy = template.Resources[behavior?.ResponseHeadersPolicyId.Ref ?? '']?.Properties
      .ResponseHeadersPolicyConfig as ResponseHeadersPolicyConfig;
    const headers = headersSentBy(policy);
    const csp = headers['content-security-policy'];
    if (csp) {
      headers['content-security-policy'] = csp.replace(
        /https:\/\/\$\{StoragePhotosBucket\w+\.RegionalDomainName\}/,
        localUploadOrigin,
      );
    }
    return headers;
  };
  const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
  return {
    app: sentOn(config.DefaultCacheBehavior),
    api: sentOn(behavior('/api/*')),
    sharedPage: sentOn(behavior('/s/*')),
    sharedData: sentOn(behavior('/api/shared/*')),
    photos: sentOn(behavior('/photos/*')),
  };
}

/** HSTS is for https only: CloudFront sends it, the plain-http local stack must not (browsers ignore it). */
function withoutHsts(headers: Record<string, string>): Record<string, string> {
  const { 'strict-transport-security': hsts, ...rest } = headers;
  expect(hsts).toMatch(/^max-age=31536000; includeSubDomains$/);
  return rest;
}

function sentLocally(response: Response, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name) ?? '(missing)']));
}

describe('security headers: the synthesized CloudFront policies and the local server send the same set', () => {
  let expected: ReturnType<typeof cloudFrontHeaders>;
  let photoPath: string;

  beforeAll(async () => {
    const { s3Endpoint, photosBucket } = inject('fescueStack');
    expected = cloudFrontHeaders(new URL(s3Endpoint).origin);
    const key = newPublicPhotoKey('image/png');
    const client = new S3Client({
      endpoint: s3Endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: LOCAL_S3_CREDENTIALS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    await client.send(
      new PutObjectCommand({
        Bucket: photosBucket,
        Key: key,
        Body: Buffer.from('<html>'),
        ContentType: 'text/html',
      }),
    );
    photoPath = `/${key}`;
  }, 120_000);

  it('on the app’s pages (the default behaviour): CSP, nosniff, frame DENY, referrer policy', async () => {
    const want = withoutHsts(expected.app);
    const response = await fetch(new URL('/dashboard', stackUrl()));
    expect(sentLocally(response, Object.keys(want))).toEqual(want);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(Object.keys(want).sort()).toEqual([
      'content-security-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });

  it('on the API, a 401 included', async () => {
    const want = withoutHsts(expected.api);
    const response = await fetch(new URL('/api/auth/user', stackUrl()));
    expect(response.status).toBe(401);
    expect(sentLocally(response, Object.keys(want))).toEqual(want);
  });

  it('on a shared page and its data, a 404 for a guessed link included, as CloudFront sends them', async () => {
    const guessed = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const [path, set] of [
      [`/s/${guessed}`, expected.sharedPage],
      [`/api/shared/${guessed}`, expected.sharedData],
    ] as const) {
      const want = withoutHsts(set);
      const response = await fetch(new URL(path, stackUrl()));
      expect(response.status, path).toBe(404);
      expect(sentLocally(response, Object.keys(want)), path).toEqual(want);
    }
  });

  it('on /photos/*: the sandboxing set, over an HTML body stored as text/html (the attack)', async () => {
    const want = withoutHsts(expected.photos);
    const response = await fetch(new URL(photoPath, stackUrl()));
    expect(response.status).toBe(200);
    expect(sentLocally(response, Object.keys(want))).toEqual(want);
    expect(want['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(want['content-disposition']).toBe('inline');
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
