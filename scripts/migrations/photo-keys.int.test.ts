import { CopyObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { documentClient, resetDocumentClientForTests, tableName } from '../../functions/data/dynamo-client';
import { communityKeys } from '../../functions/data/keys/community-keys';
import { roundKeys } from '../../functions/data/keys/round-keys';
import { photosBucket, resetS3ClientForTests, s3Client } from '../../functions/lib/s3-client';
import { freshEmail } from '../../functions/lib/testing/stack-helpers';
import { stubConfig } from '../../functions/lib/testing/test-config';
import { PUBLIC_PHOTO_PATH, photoUploadResponseSchema } from '#shared/schemas/photo';
import { apiFetch, getItem, signIn, stackUrl } from '../local/testing';
import { migratePhotoKeys } from './photo-keys';

// The migration runs in this process against the test stack's table and bucket.
beforeAll(() => {
  const stack = inject('fescueStack');
  stubConfig({
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    PHOTOS_BUCKET: stack.photosBucket,
  });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetDocumentClientForTests();
  resetS3ClientForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetDocumentClientForTests();
  resetS3ClientForTests();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function stored(key: string): Promise<boolean> {
  try {
    await (await s3Client()).send(new HeadObjectCommand({ Bucket: photosBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function setImageUrl(key: { pk: string; sk: string }, imageUrl: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET imageUrl = :url',
      ExpressionAttributeValues: { ':url': imageUrl },
    }),
  );
}

/** A shared round whose photo is stored as before opaque keys: `photos/<sub>/<ulid>.png`, named in its story. */
async function legacyRound() {
  const { cookie, userId } = await signIn(freshEmail('legacy-photo'));
  const requested = await apiFetch('/api/rounds/upload-url', {
    method: 'POST',
    cookie,
    body: { contentType: 'image/png', size: PNG.length },
  });
  const upload = photoUploadResponseSchema.parse(await requested.json());
  await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
  const created = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key, sharedToCommunity: true },
  });
  const round = (await created.json()) as { id: string; imageUrl: string };
  const legacyKey = `photos/${userId}/${ulid()}.png`;
  await (
    await s3Client()
  ).send(
    new CopyObjectCommand({
      Bucket: photosBucket(),
      Key: legacyKey,
      CopySource: `${photosBucket()}${round.imageUrl}`,
    }),
  );
  await setImageUrl(roundKeys.round(userId, round.id), `/${legacyKey}`);
  await setImageUrl(communityKeys.story(round.id), `/${legacyKey}`);
  return { cookie, userId, roundId: round.id, legacyKey };
}

describe('the photo-keys-opaque migration', () => {
  it('moves a round’s photo stored under its golfer’s id to an opaque key, round and story, and deletes what no round names', async () => {
    const { cookie, userId, roundId, legacyKey } = await legacyRound();
    const orphan = `photos/${userId}/${ulid()}.jpg`;
    await (
      await s3Client()
    ).send(
      new PutObjectCommand({ Bucket: photosBucket(), Key: orphan, Body: PNG, ContentType: 'image/jpeg' }),
    );

    const result = await migratePhotoKeys({ force: true });
    expect(result.moved).toBeGreaterThanOrEqual(1);

    const round = await getItem(roundKeys.round(userId, roundId));
    const imageUrl = String(round?.imageUrl);
    expect(imageUrl).toMatch(PUBLIC_PHOTO_PATH);
    expect(imageUrl).not.toContain(userId);
    expect((await getItem(communityKeys.story(roundId)))?.imageUrl).toBe(imageUrl);
    const served = await fetch(new URL(imageUrl, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await stored(legacyKey)).toBe(false);
    expect(await stored(orphan)).toBe(false);

    // A second run finds nothing left to move, and the round keeps its photo.
    await migratePhotoKeys({ force: true });
    expect((await getItem(roundKeys.round(userId, roundId)))?.imageUrl).toBe(imageUrl);
    const listed = await apiFetch('/api/rounds', { cookie });
    expect(((await listed.json()) as { rounds: { imageUrl: string }[] }).rounds[0]?.imageUrl).toBe(imageUrl);
  });
});
