import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  PHOTO_CACHE_CONTROL,
  PHOTO_EXTENSIONS,
  PHOTO_KEY_PREFIX,
  photoContentTypeForKey,
} from '#shared/schemas/photo';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { communityKeys } from '../../functions/data/keys/community-keys';
import { ROUND_ENTITY } from '../../functions/data/keys/round-keys';
import { photosBucket, s3Client } from '../../functions/lib/s3-client';
import { deletePhotoObject } from '../../functions/rounds/photos/delete-photo-object';
import { newPublicPhotoKey } from '../../functions/rounds/photos/photo-key';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';

/**
 * Data migration `photo-keys-opaque`: photos stored before uploads were private lived at
 * `photos/<sub>/<ulid>.<ext>`, where CloudFront served them whether or not a round held them, and their path
 * named the golfer in every story shared with one. Each round's such photo is copied to a new opaque public key
 * (`photos/<ulid>.<ext>`, stored with its key's image type and the photos' cache headers), the round and its
 * story are pointed at it (each write conditioned on still naming the old path), and the old object is
 * deleted. Then every object left under a golfer's old prefix (uploads no round took) is deleted: the
 * `/photos/*` edge function no longer serves those paths anyway (docs/architecture.md, "Photos").
 *
 * Safe to run twice: a round is moved only while it names an old path; a copy whose round changed meanwhile is
 * deleted again. A Scan, in an operator script or on the local stack's start, never on a request path; when a
 * run completes it writes a marker, and later runs read only that.
 */
export const PHOTO_KEYS_MIGRATION = 'photo-keys-opaque';

const LEGACY_PHOTO_KEY = new RegExp(
  `^${PHOTO_KEY_PREFIX}[A-Za-z0-9_-]+/[0-9A-HJKMNP-TV-Z]{26}\\.(?:${Object.values(PHOTO_EXTENSIONS).join('|')})$`,
);
/** Anything under a golfer's old prefix (`photos/<sub>/…`): a public key has no second slash. */
const LEGACY_PREFIXED = new RegExp(`^${PHOTO_KEY_PREFIX}[^/]+/`);

export interface PhotoKeysResult {
  skipped: boolean;
  /** Rounds whose photo now has an opaque key. */
  moved: number;
  /** Rounds whose old photo object was already gone (left as they were; their photo shows nothing). */
  missing: number;
  /** Objects under old prefixes that no round named, deleted. */
  orphansDeleted: number;
}

async function* roundsWithLegacyPhotos(): AsyncGenerator<{
  pk: string;
  sk: string;
  id: string;
  key: string;
}> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :round AND begins_with(imageUrl, :photos)',
        ExpressionAttributeValues: { ':round': ROUND_ENTITY, ':photos': `/${PHOTO_KEY_PREFIX}` },
        ProjectionExpression: 'pk, sk, id, imageUrl',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of Items) {
      const key = String(item.imageUrl).slice(1);
      if (LEGACY_PHOTO_KEY.test(key)) {
        yield { pk: String(item.pk), sk: String(item.sk), id: String(item.id), key };
      }
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
}

const httpStatusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Points one item at the new path if it still names the old one; false when it does not (or is gone). */
async function repoint(key: Record<string, string>, from: string, to: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET imageUrl = :to',
        ConditionExpression: 'attribute_exists(pk) AND imageUrl = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function moveRoundPhoto(round: { pk: string; sk: string; id: string; key: string }) {
  const contentType = photoContentTypeForKey(round.key);
  if (!contentType) return 'missing' as const;
  const publicKey = newPublicPhotoKey(contentType);
  const bucket = photosBucket();
  try {
    await (
      await s3Client()
    ).send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: publicKey,
        CopySource: `${bucket}/${round.key}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: PHOTO_CACHE_CONTROL,
      }),
    );
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 403) return 'missing' as const;
    throw error;
  }
  const [from, to] = [`/${round.key}`, `/${publicKey}`];
  if (!(await repoint({ pk: round.pk, sk: round.sk }, from, to))) {
    await deletePhotoObject(publicKey);
    return 'changed' as const;
  }
  // A story shared from the round carries its own copy of the path (absent when the round is not shared).
  await repoint(communityKeys.story(round.id), from, to);
  // An old key (matched above): deletePhotoObject takes only the shapes written now.
  await (await s3Client()).send(new DeleteObjectCommand({ Bucket: bucket, Key: round.key }));
  return 'moved' as const;
}

/** Deletes every object under an old golfer prefix that is left (1,000 listed and deleted a request). */
async function deleteLegacyOrphans(): Promise<number> {
  const bucket = photosBucket();
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await (
      await s3Client()
    ).send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PHOTO_KEY_PREFIX, ContinuationToken: token }));
    const keys = (page.Contents ?? [])
      .map((object) => object.Key ?? '')
      .filter((key) => LEGACY_PREFIXED.test(key));
    if (keys.length > 0) {
      const { Errors } = await (
        await s3Client()
      ).send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (Errors?.length) throw new Error(`S3 kept ${Errors.length} old photo objects`);
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

export async function migratePhotoKeys({
  force = false,
}: { force?: boolean } = {}): Promise<PhotoKeysResult> {
  if (!force && (await migrationCompleted(PHOTO_KEYS_MIGRATION))) {
    return { skipped: true, moved: 0, missing: 0, orphansDeleted: 0 };
  }
  const result: PhotoKeysResult = { skipped: false, moved: 0, missing: 0, orphansDeleted: 0 };
  for await (const round of roundsWithLegacyPhotos()) {
    const outcome = await moveRoundPhoto(round);
    if (outcome === 'moved') result.moved += 1;
    if (outcome === 'missing') result.missing += 1;
  }
  result.orphansDeleted = await deleteLegacyOrphans();
  await markMigrationCompleted(PHOTO_KEYS_MIGRATION, {
    moved: result.moved,
    missing: result.missing,
    orphansDeleted: result.orphansDeleted,
  });
  return result;
}
