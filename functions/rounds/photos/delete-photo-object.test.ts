import { DeleteObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetS3ClientForTests } from '../../lib/s3-client';
import { stubConfig } from '../../lib/testing/test-config';
import { deletePhotoObject } from './delete-photo-object';

// The mock only injects what s3rver cannot produce (throttling); deletion itself is tested against s3rver
// in photos.int.test.ts.
const s3 = mockClient(S3Client);
const KEY = 'photos/01JD8X2YQ3M4N5P6R7S8T9V0WX.jpg';

beforeEach(() => {
  stubConfig({ PHOTOS_BUCKET: 'photos-test' });
  resetS3ClientForTests();
  s3.reset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  s3.reset();
});

describe('deletePhotoObject', () => {
  it('surfaces S3 throttling as an error for the caller to log', async () => {
    s3.on(DeleteObjectCommand).rejects(
      new S3ServiceException({
        name: 'SlowDown',
        $fault: 'server',
        $metadata: { httpStatusCode: 503 },
        message: 'Please reduce your request rate.',
      }),
    );
    await expect(deletePhotoObject(KEY)).rejects.toMatchObject({ name: 'SlowDown' });
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'photos-test',
      Key: KEY,
    });
  });

  it('refuses what is not a photo key and sends nothing to S3', async () => {
    for (const reference of [
      'index.html',
      'photos/../index.html',
      `uploads/${KEY}/x`,
      'photos/u/x.jpg',
      'uploads/',
    ]) {
      await expect(deletePhotoObject(reference)).rejects.toThrow(/Not a photo key/);
    }
    expect(s3.calls()).toHaveLength(0);
  });
});
