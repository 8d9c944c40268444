import { describe, expect, it } from 'vitest';
import { publicPhotoKeyOf } from '#shared/schemas/photo';
import { newPublicPhotoKey, newUploadKey, ownUploadKeyOf, photoObjectKeyOf } from './photo-key';

const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const OTHER = '0a0a0a0a-1b1b-5c2c-8d3d-4e4e4e4e4e4e';
const ID = '01JD8X2YQ3M4N5P6R7S8T9V0WX';

describe('newUploadKey', () => {
  it('puts the upload under the private uploads/<userId>/ with a ULID and the extension of its type', () => {
    expect(newUploadKey(USER, 'image/jpeg', ID)).toBe(`uploads/${USER}/${ID}.jpg`);
    expect(newUploadKey(USER, 'image/heic', ID)).toBe(`uploads/${USER}/${ID}.heic`);
    expect(newUploadKey(USER, 'image/webp')).toMatch(
      new RegExp(`^uploads/${USER}/[0-9A-HJKMNP-TV-Z]{26}\\.webp$`),
    );
  });

  it('gives every upload a new key', () => {
    expect(newUploadKey(USER, 'image/png')).not.toBe(newUploadKey(USER, 'image/png'));
  });

  it.each(['', '..', 'a/b', 'a.b', '../x'])('refuses the user id %j', (userId) => {
    expect(() => newUploadKey(userId, 'image/png', ID)).toThrow();
  });
});

describe('newPublicPhotoKey', () => {
  it('names no golfer (a shared story’s photo path says nothing of whose it is): photos/<ulid>.<ext>', () => {
    expect(newPublicPhotoKey('image/png', ID)).toBe(`photos/${ID}.png`);
    const key = newPublicPhotoKey('image/jpeg');
    expect(key).toMatch(/^photos\/[0-9A-HJKMNP-TV-Z]{26}\.jpg$/);
    expect(key).not.toContain(USER);
    expect(publicPhotoKeyOf(key)).toBe(key);
  });

  it('gives every attach a new key, so no two rounds ever share one object', () => {
    expect(newPublicPhotoKey('image/png')).not.toBe(newPublicPhotoKey('image/png'));
  });
});

describe('ownUploadKeyOf', () => {
  const own = `uploads/${USER}/${ID}.jpg`;

  it('accepts the golfer’s own upload key, with or without a leading slash', () => {
    expect(ownUploadKeyOf(USER, own)).toBe(own);
    expect(ownUploadKeyOf(USER, `/${own}`)).toBe(own);
    expect(ownUploadKeyOf(USER, newUploadKey(USER, 'image/gif'))).toMatch(/^uploads\//);
  });

  it('refuses another golfer’s upload', () => {
    expect(ownUploadKeyOf(OTHER, own)).toBeUndefined();
    expect(ownUploadKeyOf(USER, `uploads/${OTHER}/${ID}.jpg`)).toBeUndefined();
  });

  it.each([
    `uploads/${USER}/../${OTHER}/${ID}.jpg`,
    `uploads/${USER}/${ID}.jpg/..`,
    `uploads/${USER}/sub/${ID}.jpg`,
    `photos/${ID}.jpg`,
    `photos/${USER}/${ID}.jpg`,
    `${USER}/${ID}.jpg`,
    `uploads/${USER}/${ID}.exe`,
    `uploads/${USER}/${ID}`,
    `uploads/${USER}/not-a-ulid.jpg`,
    `//uploads/${USER}/${ID}.jpg`,
    `https://cdn.example.com/uploads/${USER}/${ID}.jpg`,
    `uploads/${USER}/${ID}.jpg?x=1`,
    `uploads/${USER}/${ID}.jpg\n`,
    '',
  ])('refuses %j, which is not exactly one of the golfer’s upload keys', (reference) => {
    expect(ownUploadKeyOf(USER, reference)).toBeUndefined();
  });
});

describe('photoObjectKeyOf', () => {
  it('turns a public app path into its key, and leaves public and upload keys as they are', () => {
    expect(photoObjectKeyOf(`/photos/${ID}.png`)).toBe(`photos/${ID}.png`);
    expect(photoObjectKeyOf(`photos/${ID}.png`)).toBe(`photos/${ID}.png`);
    expect(photoObjectKeyOf(`uploads/${USER}/${ID}.png`)).toBe(`uploads/${USER}/${ID}.png`);
  });

  it.each([
    '/photos/../secrets.txt',
    'index.html',
    `photos/${USER}/${ID}.png`,
    `photos/%2e%2e/${ID}.png`,
    `photos/${ID}.png/..`,
    `uploads/${ID}.png`,
    'photos/',
    'uploads/',
  ])('refuses %j: nothing outside the two shapes is ever read, copied or deleted', (reference) => {
    expect(photoObjectKeyOf(reference)).toBeUndefined();
  });
});
