import { describe, expect, it } from 'vitest';
import { courseSchema } from '#shared/schemas/course';
import { userSchema } from '#shared/schemas/user';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { courseKeys } from '../data/keys/course-keys';
import { freshEmail } from '../lib/testing/stack-helpers';

/** Characters that show nothing, or reorder what follows: none of them may reach a stored name. */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

const tag = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q');

function postCourse(cookie: string, body: Record<string, unknown>) {
  return apiFetch('/api/courses', { method: 'POST', cookie, body });
}

/** "Sandy Hollow" in full-width letters: what NFKC reads as the plain name. */
const fullWidth = (text: string) =>
  [...text]
    .map((char) => (char === ' ' ? '\u3000' : String.fromCodePoint(char.codePointAt(0)! + 0xfee0)))
    .join('');

describe('course and display names', () => {
  // Invisible characters between letters were always read as word breaks by the identity key, whose words run
  // together; compatibility forms were not (a full-width "Ｓ" is another letter until NFKC).
  it.each([
    ['full-width letters', (name: string) => fullWidth(name)],
    ['ligatures', (name: string) => name.replace('ff', '\uFB00').replace('fi', '\uFB01')],
    [
      'mathematical bold capitals',
      (name: string) => name.replace('S', '\u{1D412}').replace('H', '\u{1D407}'),
    ],
    [
      'full-width letters, zero-width characters and a bidi override',
      (name: string) => `\u202D${fullWidth(name).replace(/(.)(.)/gu, '$1\u200B$2')}\u202C`,
    ],
  ])(
    'refuses a bidi/zero-width/NFKC duplicate: the same course name written with %s is a 409 with the existing id',
    async (_how, disguise) => {
      const author = await signIn(freshEmail('author'));
      const copier = await signIn(freshEmail('copier'));
      const name = `Sandy Hollow Cliffside ${tag()}`;
      const created = await postCourse(author.cookie, { name, city: 'Bend', country: 'United States' });
      expect(created.status).toBe(201);
      const original = courseSchema.parse(await created.json());

      const copy = await postCourse(copier.cookie, {
        name: disguise(name),
        city: 'Bend',
        country: 'United States',
      });
      expect(copy.status).toBe(409);
      expect(await copy.json()).toMatchObject({ existingCourseId: original.id });
    },
  );

  it('stores a course name without bidi overrides or zero-width characters, and refuses one that is only those', async () => {
    const { cookie } = await signIn(freshEmail());
    const word = tag();
    // Shown right to left, the override makes "skniL" read as "Links": the name is kept as typed, without it.
    const created = await postCourse(cookie, {
      name: `Dune\u200B ${word} \u202EskniL\u202C`,
      city: `Bend\u2066 ${word}\u2069`,
      state: '\u200FOregon',
      architect: 'Tom\u200D Doak',
      country: 'United States',
    });
    expect(created.status).toBe(201);
    const course = courseSchema.parse(await created.json());
    expect(course).toMatchObject({
      name: `Dune ${word} skniL`,
      city: `Bend ${word}`,
      state: 'Oregon',
      architect: 'Tom Doak',
    });
    const stored = await getItem(courseKeys.course(course.id));
    for (const field of ['name', 'city', 'state', 'architect'])
      expect(String(stored?.[field])).not.toMatch(INVISIBLE);

    const blank = await postCourse(cookie, {
      name: '\u200B\u202E\u202C',
      city: 'Bend',
      country: 'United States',
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      fieldErrors: { name: 'Please fill in course name, city, and country.' },
    });
  });

  it('keeps a display name in NFKC without bidi overrides or zero-width characters', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { firstName: '\u202EadA\u202C', lastName: `${fullWidth('Love')}\u200Blace` },
    });
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json())).toMatchObject({ firstName: 'adA', lastName: 'Lovelace' });
  });
});
