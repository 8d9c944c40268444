import type { S3Client } from '@aws-sdk/client-s3';
import { PHOTO_MAX_BYTES, photoContentTypeForKey, type PhotoContentType } from '#shared/schemas/photo';
import { Invalid } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { photosBucket, s3Client, s3Sdk } from '../../lib/s3-client';
import { deletePhotoObject } from './delete-photo-object';
import { hasImageSignature, SIGNATURE_BYTES } from './image-signature';

/**
 * Why a round's photo is refused (lib/errors.ts `Invalid`, on the request's `imageUrl`; the golfer's words:
 * PHOTO_WORDS in shared/schemas/photo.ts): nothing was uploaded under the key (or another write took it), the
 * object is not an image of its type, or it is not one of the golfer's uploads nor the round's own photo.
 */
export type PhotoRefusal = 'photo-missing' | 'photo-unreadable' | 'not-your-photo';

/** Why an uploaded object is not accepted as a photo; logged, never shown (the golfer gets one sentence). */
type Refusal = 'stored type' | 'empty' | 'too large' | 'changed while checked' | 'not an image';

/** The upload as it was checked: the version (ETag) a copy must match, and the image type of its key. */
export interface CheckedPhoto {
  etag: string | undefined;
  contentType: PhotoContentType;
}

/**
 * Checks the upload a round is about to take, before anything is written: it exists (else `photo-missing`,
 * "did not finish uploading"), was stored with the image type its key's extension names, is not empty and
 * within the size limit, and its first bytes are that type's magic number. Anything else is deleted and
 * refused (`photo-unreadable`, "could not be read as an image"). The presigned PUT already signs type and size; this is what stops an
 * object put some other way (a leaked URL, a bug, the local emulator) from becoming a round's photo.
 */
export async function checkUploadedPhoto(
  key: string,
  s3?: S3Client,
  bucket: string = photosBucket(),
): Promise<CheckedPhoto> {
  const expectedType = photoContentTypeForKey(key);
  if (!expectedType) throw new Error('Not a photo key; nothing was checked');
  const client = s3 ?? (await s3Client());

  const head = await readHead(client, bucket, key);
  const storedType = head.ContentType?.split(';')[0]?.trim().toLowerCase();
  const size = head.ContentLength ?? 0;
  let refusal: Refusal | undefined;
  if (storedType !== expectedType) refusal = 'stored type';
  else if (size === 0) refusal = 'empty';
  else if (size > PHOTO_MAX_BYTES) refusal = 'too large';
  else {
    const firstBytes = await readFirstBytes(client, bucket, key, head.ETag);
    if (!firstBytes) refusal = 'changed while checked';
    else if (!hasImageSignature(expectedType, firstBytes)) refusal = 'not an image';
  }
  if (!refusal) return { etag: head.ETag, contentType: expectedType };

  logger.info('Refused an uploaded photo', { refusal, storedType, size });
  await deletePhotoObject(key, client, bucket).catch((error: unknown) => {
    logger.warn('Could not delete a refused photo', { error });
  });
  throw new Invalid<PhotoRefusal>('photo-unreadable', 'imageUrl');
}

/**
 * HEAD of the object. Without s3:ListBucket (the rounds function has none) S3 answers a missing key with
 * 403, not 404, so both mean that nothing was uploaded there.
 */
async function readHead(client: S3Client, bucket: string, key: string) {
  const { HeadObjectCommand, S3ServiceException } = await s3Sdk();
  try {
    return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404 || status === 403) {
      throw new Invalid<PhotoRefusal>('photo-missing', 'imageUrl');
    }
    throw error;
  }
}

/**
 * The object's first bytes, from the same version the HEAD described (If-Match its ETag), so a PUT between
 * the two reads cannot slip other bytes past the size and type checks. Undefined when it changed.
 */
async function readFirstBytes(
  client: S3Client,
  bucket: string,
  key: string,
  etag: string | undefined,
): Promise<Uint8Array | undefined> {
  const { GetObjectCommand, S3ServiceException } = await s3Sdk();
  try {
    const { Body } = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: `bytes=0-${SIGNATURE_BYTES - 1}`,
        IfMatch: etag,
      }),
    );
    return Body ? await Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 412 || status === 404 || status === 403) return undefined;
    throw error;
  }
}
