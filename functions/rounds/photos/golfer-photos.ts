import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { ServiceUnavailableError } from '../../lib/errors';
import { photosBucket, s3Client } from '../../lib/s3-client';
import { photoPrefixOf } from './photo-key';

/**
 * Every photo object of one golfer, by listing their own prefix (`photos/<userId>/`): the photos their rounds
 * show and any upload no round points at (a form left before saving). 1,000 keys a page.
 */
export async function listGolferPhotoKeys(
  userId: string,
  client: S3Client = s3Client(),
  bucket: string = photosBucket(),
): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: photoPrefixOf(userId), ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Deletes every photo object of one golfer, 1,000 a request (S3's limit). A key S3 could not delete fails the
 * call (so the account's deletion stops and can be sent again); a key already gone is not an error.
 */
export async function deleteGolferPhotos(
  userId: string,
  client: S3Client = s3Client(),
  bucket: string = photosBucket(),
): Promise<number> {
  const keys = await listGolferPhotoKeys(userId, client, bucket);
  for (let start = 0; start < keys.length; start += 1000) {
    const { Errors } = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (Errors?.length) {
      throw new ServiceUnavailableError(undefined, {
        cause: new Error(`S3 kept ${Errors.length} photo objects: ${Errors[0]?.Code ?? 'unknown'}`),
      });
    }
  }
  return keys.length;
}
