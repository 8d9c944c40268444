import type { S3Client } from '@aws-sdk/client-s3';
import { publicPhotoKeyOf } from '#shared/schemas/photo';
import { listRoundPhotoPaths } from '../rounds-repository';
import { listShareLinks } from '../../sharing/share-links-repository';
import { ServiceUnavailableError } from '../../lib/errors';
import { photosBucket, s3Client, s3Sdk } from '../../lib/s3-client';
import { uploadPrefixOf } from './photo-key';

/**
 * The public photo objects of one golfer: the photo of each of their rounds that has one (the rounds' sparse
 * photo index) and the preview card of each of their share links. Public keys name no golfer, so the rounds
 * and the links are what says whose a photo is.
 */
export async function listGolferPhotoKeys(userId: string): Promise<string[]> {
  const [roundPaths, links] = await Promise.all([listRoundPhotoPaths(userId), listShareLinks(userId)]);
  const cardPaths = links.flatMap((link) => (link.imagePath ? [link.imagePath] : []));
  const keys = [...roundPaths, ...cardPaths].map(publicPhotoKeyOf);
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}

/**
 * The golfer's uploads no round has taken yet (a form left before saving, an outbox still waiting), by
 * listing their own private prefix (`uploads/<userId>/`), 1,000 keys a page.
 */
export async function listGolferUploadKeys(
  userId: string,
  s3?: S3Client,
  bucket: string = photosBucket(),
): Promise<string[]> {
  const client = s3 ?? (await s3Client());
  const { ListObjectsV2Command } = await s3Sdk();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: uploadPrefixOf(userId), ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Deletes every photo object of one golfer, their rounds' photos and their pending uploads, 1,000 a request
 * (S3's limit). Call it while their rounds are still stored (they are how the photos are found). A key S3
 * could not delete fails the call (so the account's deletion stops and can be sent again); a key already gone
 * is not an error. The bucket's noncurrent versions (kept for restores) expire 30 days later.
 */
export async function deleteGolferPhotos(
  userId: string,
  s3?: S3Client,
  bucket: string = photosBucket(),
): Promise<number> {
  const client = s3 ?? (await s3Client());
  const { DeleteObjectsCommand } = await s3Sdk();
  const [photos, uploads] = await Promise.all([
    listGolferPhotoKeys(userId),
    listGolferUploadKeys(userId, client, bucket),
  ]);
  const keys = [...photos, ...uploads];
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
