import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_CACHE_CONTROL, PHOTO_MISSING_MESSAGE, PHOTO_WORDS } from '#shared/schemas/photo';
import { inWords, Invalid } from '../../lib/errors';
import { toErrorResponse } from '../../lib/http/error-handler';
import { resetS3ClientForTests } from '../../lib/s3-client';
import { stubConfig } from '../../lib/testing/test-config';
import { attachUploadedPhoto } from './attach-photo';

// s3rver ignores a copy's If-Match and cannot be made to change an object between two requests: the mock
// stands in for exactly that. The copy itself is tested against s3rver in photos.int.test.ts.
const s3 = mockClient(S3Client);
const UPLOAD = 'uploads/6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f/01JD8X2YQ3M4N5P6R7S8T9V0WX.png';
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => {
  stubConfig({ PHOTOS_BUCKET: 'photos-test' });
  resetS3ClientForTests();
  s3.reset();
  s3.on(HeadObjectCommand).resolves({ ContentType: 'image/png', ContentLength: 2048, ETag: '"checked"' });
  // The first bytes the check reads: a PNG's signature (the SDK's body, as far as the check uses it).
  const body = { transformToByteArray: () => Promise.resolve(new Uint8Array(PNG_START)) };
  s3.on(GetObjectCommand).resolves({ Body: body as never });
});
afterEach(() => {
  vi.unstubAllEnvs();
  s3.reset();
});

describe('attachUploadedPhoto', () => {
  it('copies exactly the version it checked (If-Match its ETag) to an opaque public key, as its key’s type', async () => {
    s3.on(CopyObjectCommand).resolves({});
    const attached = await attachUploadedPhoto(UPLOAD);
    expect(attached.publicKey).toMatch(/^photos\/[0-9A-HJKMNP-TV-Z]{26}\.png$/);
    expect(attached.path).toBe(`/${attached.publicKey}`);
    expect(s3.commandCalls(CopyObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'photos-test',
      Key: attached.publicKey,
      CopySource: `photos-test/${UPLOAD}`,
      CopySourceIfMatch: '"checked"',
      MetadataDirective: 'REPLACE',
      ContentType: 'image/png',
      CacheControl: PHOTO_CACHE_CONTROL,
    });
  });

  it('refuses with 400 "did not finish uploading" an upload put again between the check and the copy (the swap)', async () => {
    s3.on(CopyObjectCommand).rejects(
      new S3ServiceException({
        name: 'PreconditionFailed',
        $fault: 'client',
        $metadata: { httpStatusCode: 412 },
        message: 'At least one of the pre-conditions you specified did not hold',
      }),
    );
    const error = await inWords(attachUploadedPhoto(UPLOAD), PHOTO_WORDS).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Invalid);
    expect(toErrorResponse(error)).toMatchObject({ statusCode: 400 });
    expect((error as Invalid).message).toBe(PHOTO_MISSING_MESSAGE);
  });
});
