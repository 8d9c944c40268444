import { describe, expect, it } from 'vitest';
import { isOwnPhotoKey, newPhotoKey, photoKeyFromReference } from './photo-key';

const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const OTHER = '0a0a0a0a-1b1b-5c2c-8d3d-4e4e4e4e4e4e';
const ID = '01JD8X2YQ3M4N5P6R7S8T9V0WX';

describe('newPhotoKey', () => {
  it('puts the photo under photos/<userId>/ with a ULID and the extension of its type', () => {
    expect(newPhotoKey(USER, 'image/jpeg', ID)).toBe(`photos/${USER}/${ID}.jpg`);
    expect(newPhotoKey(USER, 'image/heic', ID)).toBe(`photos/${USER}/${ID}.heic`);
    expect(newPhotoKey(USER, 'image/webp')).toMatch(
      new RegExp(`^photos/${USER}/[0-9A-HJKMNP-TV-Z]{26}\\.webp$`),
    );
  });

  it('gives every upload a new key', () => {
    expect(newPhotoKey(USER, 'image/png')).not.toBe(newPhotoKey(USER, 'image/png'));
  });

  it.each(['', '..', 'a/b', 'a.b', '../x'])('refuses the user id %j', (userId) => {
    expect(() => newPhotoKey(userId, 'image/png', ID)).toThrow();
  });
});

describe('isOwnPhotoKey', () => {
  const own = `photos/${USER}/${ID}.jpg`;

  it('accepts the golfer’s own key and its /photos/ app path', () => {
    expect(isOwnPhotoKey(USER, own)).toBe(true);
    expect(isOwnPhotoKey(USER, `/${own}`)).toBe(true);
    expect(isOwnPhotoKey(USER, newPhotoKey(USER, 'image/gif'))).toBe(true);
  });

  it('refuses another golfer’s key', () => {
    expect(isOwnPhotoKey(OTHER, own)).toBe(false);
    expect(isOwnPhotoKey(USER, `photos/${OTHER}/${ID}.jpg`)).toBe(false);
  });

  it.each([
    `photos/${USER}/../${OTHER}/${ID}.jpg`,
    `photos/${USER}/${ID}.jpg/..`,
    `photos/${USER}/sub/${ID}.jpg`,
    `uploads/${USER}/${ID}.jpg`,
    `${USER}/${ID}.jpg`,
    `photos/${USER}/${ID}.exe`,
    `photos/${USER}/${ID}`,
    `photos/${USER}/not-a-ulid.jpg`,
    `//photos/${USER}/${ID}.jpg`,
    `https://cdn.example.com/photos/${USER}/${ID}.jpg`,
    `photos/${USER}/${ID}.jpg?x=1`,
    `photos/${USER}/${ID}.jpg\n`,
    '',
  ])('refuses %j, which is not exactly a photo key', (reference) => {
    expect(isOwnPhotoKey(USER, reference)).toBe(false);
  });
});

describe('photoKeyFromReference', () => {
  it('turns the app path into the object key and leaves a key as it is', () => {
    const key = `photos/${USER}/${ID}.png`;
    expect(photoKeyFromReference(`/${key}`)).toBe(key);
    expect(photoKeyFromReference(key)).toBe(key);
    expect(photoKeyFromReference('/photos/../secrets.txt')).toBeUndefined();
  });
});
