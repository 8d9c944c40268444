import { describe, expect, it } from 'vitest';
import { courseIdentityKey, normalizeText } from '../courses/normalize';
import { createCourseSchema } from './course-requests';
import { cleanNameText } from './name-text';
import { profileUpdateSchema } from './user';

describe('cleanNameText', () => {
  it.each([
    ['a right-to-left override', '\u202EskniL\u202C', 'skniL'],
    ['isolates and marks', '\u2066Bend\u2069\u200F', 'Bend'],
    ['zero-width characters', 'Peb\u200Bble\u200C \u200DBe\u2060ach\uFEFF', 'Pebble Beach'],
    ['a soft hyphen and tag characters', 'Sand\u00ADy\u{E0041}', 'Sandy'],
    ['full-width letters', 'Ｐｅｂｂｌｅ', 'Pebble'],
    ['ligatures', 'Cli\uFB00 \uFB01eld', 'Cliff field'],
  ])('takes %s out of a name', (_what, text, expected) => {
    expect(cleanNameText(text)).toBe(expected);
  });

  it('leaves accents, apostrophes and other scripts as they are', () => {
    for (const name of ["Coeur d'Alene", 'Saint-Émilion', 'Bjørn', '東京よみうり', 'القاهرة']) {
      expect(cleanNameText(name)).toBe(name.normalize('NFKC'));
    }
  });
});

describe('the shared schemas read names by that rule', () => {
  it('gives the course form and the API the same clean name, and refuses one that is only invisible', () => {
    const parsed = createCourseSchema.parse({
      name: ' \u202ESandy\u202C Ｈｏｌｌｏｗ ',
      city: 'Be\u200Bnd',
      state: '\u200EOregon',
      architect: 'Tom\u200D Doak',
      country: 'United States',
    });
    expect(parsed).toMatchObject({
      name: 'Sandy Hollow',
      city: 'Bend',
      state: 'Oregon',
      architect: 'Tom Doak',
    });
    expect(
      createCourseSchema.safeParse({ name: '\u200B\u202E', city: 'Bend', country: 'Scotland' }).success,
    ).toBe(false);
  });

  it('cleans display names the same way', () => {
    expect(
      profileUpdateSchema.parse({ firstName: '\u202EadA', lastName: 'Ｌｏｖｅ\u200Blace' }),
    ).toMatchObject({
      firstName: 'adA',
      lastName: 'Lovelace',
    });
  });

  it('makes a full-width or invisible-character copy of a name the same identity and search text', () => {
    const key = courseIdentityKey('Sandy Hollow Golf Club', 'Bend');
    expect(courseIdentityKey('Ｓａｎｄｙ Ｈｏｌｌｏｗ Ｇｏｌｆ Ｃｌｕｂ', 'Ｂｅｎｄ')).toBe(key);
    expect(courseIdentityKey('\u202DSan\u200Bdy Hollow Golf Club\u202C', 'Bend')).toBe(key);
    expect(normalizeText('Ｐｅｂ\u200Bｂｌｅ')).toBe('pebble');
  });
});
