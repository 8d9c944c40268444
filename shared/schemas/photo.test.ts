import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api-error';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_EXTENSIONS,
  PHOTO_TYPE_MESSAGE,
  PUBLIC_PHOTO_PATH,
  photoContentTypeForKey,
  photoUploadRequestSchema,
  publicPhotoKeyOf,
  servedPhotoContentType,
} from './photo';

function messageFor(input: unknown): string | undefined {
  const result = photoUploadRequestSchema.safeParse(input);
  return result.success ? undefined : describeValidationError(result.error).message;
}

describe('photoUploadRequestSchema', () => {
  it.each(PHOTO_CONTENT_TYPES)('accepts %s', (contentType) => {
    expect(messageFor({ contentType, size: 1234 })).toBeUndefined();
  });

  it.each(['application/pdf', 'image/svg+xml', 'text/html', 'IMAGE/JPEG', '', undefined])(
    'refuses the content type %s with the image-only message',
    (contentType) => {
      expect(messageFor({ contentType, size: 1234 })).toBe(PHOTO_TYPE_MESSAGE);
    },
  );

  it('accepts exactly 5 MB and refuses one byte more with the message golfers read', () => {
    expect(messageFor({ contentType: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeUndefined();
    expect(messageFor({ contentType: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'Please select an image smaller than 5MB',
    );
    expect(messageFor({ contentType: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(PHOTO_SIZE_MESSAGE);
  });

  it('refuses an empty file, a fractional size and a missing size', () => {
    expect(messageFor({ contentType: 'image/png', size: 0 })).toMatch(/empty/);
    expect(messageFor({ contentType: 'image/png', size: 10.5 })).toMatch(/whole number/);
    expect(messageFor({ contentType: 'image/png' })).toMatch(/in bytes/);
  });
});

describe('photoContentTypeForKey and servedPhotoContentType', () => {
  it.each(PHOTO_CONTENT_TYPES)('read %s from the extension its keys are made with', (type) => {
    const key = `photos/01JD8X2YQ3M4N5P6R7S8T9V0WX.${PHOTO_EXTENSIONS[type]}`;
    expect(photoContentTypeForKey(key)).toBe(type);
    expect(servedPhotoContentType(key)).toBe(type);
  });

  it.each([
    'photos/u/page.html',
    'photos/u/image.svg',
    'photos/u/x.PNG',
    'photos/u.png/x',
    'photos/u/x',
    'photos/u/x.constructor',
  ])('give no image type for %s, which is served as bytes to download', (key) => {
    expect(photoContentTypeForKey(key)).toBeUndefined();
    expect(servedPhotoContentType(key)).toBe('application/octet-stream');
  });
});

describe('PUBLIC_PHOTO_PATH and publicPhotoKeyOf', () => {
  const ID = '01JD8X2YQ3M4N5P6R7S8T9V0WX';

  it.each(PHOTO_CONTENT_TYPES)('accept the public path of a %s photo and give its key', (type) => {
    const path = `/photos/${ID}.${PHOTO_EXTENSIONS[type]}`;
    expect(PUBLIC_PHOTO_PATH.test(path)).toBe(true);
    expect(publicPhotoKeyOf(path)).toBe(path.slice(1));
    expect(publicPhotoKeyOf(path.slice(1))).toBe(path.slice(1));
  });

  it.each([
    '/photos/',
    '/photos/%2e%2e/',
    '/photos/%2e%2e/%2e%2e/',
    '/photos/../uploads/u/' + ID + '.jpg',
    `/photos/%2E%2E/uploads/u/${ID}.jpg`,
    `/photos/..%2fuploads%2fu%2f${ID}.jpg`,
    `/photos/${ID}%2ejpg`,
    `/photos/u/${ID}.jpg`,
    `/uploads/u/${ID}.jpg`,
    `/photos/${ID}.html`,
    `/photos/${ID}.jpg/`,
    `/photos/${ID.toLowerCase()}.jpg`,
    `/photos//${ID}.jpg`,
    `/photos/${ID}.jpg?list-type=2`,
  ])('refuse %j: not exactly a public photo path (no traversal, listing or private key)', (path) => {
    expect(PUBLIC_PHOTO_PATH.test(path)).toBe(false);
    expect(publicPhotoKeyOf(path)).toBeUndefined();
  });
});
