import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubConfig } from './testing/test-config';
import { photosBucket, resetS3ClientForTests, s3Client } from './s3-client';

afterEach(() => {
  vi.unstubAllEnvs();
  resetS3ClientForTests();
});

function freshClient(overrides: Parameters<typeof stubConfig>[0]) {
  stubConfig(overrides);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  resetS3ClientForTests();
  return s3Client();
}

describe('s3Client', () => {
  it('computes request checksums only when an operation requires one (no empty-body checksum on a presign)', async () => {
    for (const client of [
      await freshClient({}),
      await freshClient({ S3_ENDPOINT: 'http://127.0.0.1:4569' }),
    ]) {
      expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    }
  });

  it('talks path-style to s3rver with its credentials when S3_ENDPOINT is set', async () => {
    const client = await freshClient({ S3_ENDPOINT: 'http://127.0.0.1:4569' });
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.region()).toBe('eu-west-1');
    expect(await client.config.credentials()).toMatchObject({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });

  it('uses the region from the environment and virtual-hosted S3 in AWS', async () => {
    const client = await freshClient({});
    expect(await client.config.region()).toBe('eu-west-1');
    expect(client.config.forcePathStyle).toBeFalsy();
  });
});

describe('photosBucket', () => {
  it('names the configured bucket and refuses to run without one', () => {
    stubConfig({ PHOTOS_BUCKET: 'my-photos' });
    expect(photosBucket()).toBe('my-photos');
    stubConfig({ PHOTOS_BUCKET: '' });
    expect(() => photosBucket()).toThrow(/PHOTOS_BUCKET/);
  });
});
