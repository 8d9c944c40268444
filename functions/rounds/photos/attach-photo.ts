import type { S3Client } from '@aws-sdk/client-s3';
import { PHOTO_CACHE_CONTROL } from '#shared/schemas/photo';
import { Invalid } from '../../lib/errors';
import { photosBucket, s3Client, s3Sdk } from '../../lib/s3-client';
import { checkUploadedPhoto, type PhotoRefusal } from './check-uploaded-photo';
import { newPublicPhotoKey } from './photo-key';

/** A golfer's upload copied to the public key a round is about to store (its app path, `/photos/…`). */
export interface AttachedPhoto {
  uploadKey: string;
  publicKey: string;
  path: string;
}

/**
 * Makes one of the golfer's uploads public for the round about to be written: checks it (checkUploadedPhoto:
 * refused and deleted unless it is really an image of its key's type), then copies exactly the checked version
 * (If-Match its ETag) to a new opaque key under photos/, stored with the type of its key and the photos' cache
 * headers. Call it after every other check of the request, just before the round's write; then either
 * delete the upload (the write succeeded) or the copy (it failed): functions/rounds/round-photo.ts. An upload already taken (moved by an
 * earlier write) is refused as `photo-missing` ("did not finish uploading"): one upload never becomes two rounds' photo.
 */
export async function attachUploadedPhoto(
  uploadKey: string,
  s3?: S3Client,
  bucket: string = photosBucket(),
): Promise<AttachedPhoto> {
  const client = s3 ?? (await s3Client());
  const { CopyObjectCommand, S3ServiceException } = await s3Sdk();
  const checked = await checkUploadedPhoto(uploadKey, client, bucket);
  const publicKey = newPublicPhotoKey(checked.contentType);
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: publicKey,
        // Keys are [A-Za-z0-9_/.-] only (photo-key.ts): nothing to URL-encode.
        CopySource: `${bucket}/${uploadKey}`,
        ...(checked.etag ? { CopySourceIfMatch: checked.etag } : {}),
        MetadataDirective: 'REPLACE',
        ContentType: checked.contentType,
        CacheControl: PHOTO_CACHE_CONTROL,
      }),
    );
  } catch (error) {
    // Gone (another write took it) or changed (put again) since the check: the golfer chooses it again.
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404 || status === 412 || status === 403) {
      throw new Invalid<PhotoRefusal>('photo-missing', 'imageUrl');
    }
    throw error;
  }
  return { uploadKey, publicKey, path: `/${publicKey}` };
}
