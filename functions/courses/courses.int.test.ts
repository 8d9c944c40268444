import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  courseListResponseSchema,
  courseSchema,
  courseSearchResultSchema,
  courseSpellingResponseSchema,
  type Course,
  type CourseSearchResult,
} from '#shared/schemas/course';
import { importRankingsFile } from '../../scripts/catalog/import-rankings';
import { loadSeedCatalog } from '../../scripts/catalog/load-catalog';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { architectYearMessage, COURSE_LIMIT_MESSAGE, COURSES_PER_DAY_LIMIT } from '#shared/schemas/course';
import { secondsUntilNextUtcDay } from './course-allowance';
import { getSearchIndexVersion, linkCourseToUser, putSearchIndexVersion } from './courses-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { courseIdentityKey, normalizeText } from '#shared/courses/normalize';
import { INVALID_CURSOR_MESSAGE, encodeCursor } from '../data/cursor';
import { courseKeys } from '../data/keys/course-keys';
import { craftedCursors } from '../lib/testing/crafted-cursors';
import { freshEmail } from '../lib/testing/stack-helpers';
import { SEARCH_INDEX_VERSION } from './search/search-index';
import { useStackTable } from '../lib/testing/stack-table';

// Some cases call the data layer in this process (the loader, link items): point it at the test stack.
useStackTable();

async function search(cookie: string, q: string): Promise<CourseSearchResult[]> {
  const response = await apiFetch(`/api/courses/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(response.status).toBe(200);
  return courseSearchResultSchema.array().parse(await response.json());
}

/** A catalog page cursor that starts just before this course: the course heads the next page. */
function pageCursorBefore(course: Course): string {
  const key = { ...courseKeys.course('0'), ...courseKeys.catalogIndex(normalizeText(course.name), '') };
  return encodeCursor(key) ?? '';
}

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 10)}`;

async function createCustom(cookie: string, body: Record<string, unknown>): Promise<Course> {
  const response = await apiFetch('/api/courses', { method: 'POST', cookie, body });
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json());
}

describe('GET /api/courses/search', () => {
  it('finds Pebble Beach Golf Links first for "pebble"', async () => {
    const { cookie } = await signIn(freshEmail());
    const hits = await search(cookie, 'pebble');
    expect(hits[0]?.id).toBe('pebble-beach-golf-links');
    expect(hits[0]?.sourceApi).toBe('catalog');
    expect(hits.map((hit) => hit.id)).toContain('cypress-point-club');
    expect(hits.length).toBeLessThanOrEqual(10);
  });

  it('finds the Old Course first for "st andrews" and for "St. Andrews"', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await search(cookie, 'st andrews'))[0]?.id).toBe('old-course-st-andrews');
    expect((await search(cookie, 'St. Andrews'))[0]?.id).toBe('old-course-st-andrews');
  });

  it('finds MacKenzie courses by their architect, Augusta National among them', async () => {
    const { cookie } = await signIn(freshEmail());
    const hits = await search(cookie, 'mackenzie');
    expect(hits.length).toBeGreaterThanOrEqual(5);
    expect(hits.every((hit) => /mackenzie/i.test(hit.architect ?? ''))).toBe(true);
    expect(hits.map((hit) => hit.id)).toContain('augusta-national-golf-club');
  });

  it('finds Real Club de Golf Sotogrande by name before Valderrama by its town', async () => {
    const { cookie } = await signIn(freshEmail());
    const ids = (await search(cookie, 'sotogrande')).map((hit) => hit.id);
    expect(ids.slice(0, 2)).toEqual(['real-club-de-golf-sotogrande', 'valderrama']);
  });

  it('reads the way golfers type: Saint for St, "the" and "golf club" added, a word half typed', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await search(cookie, 'saint andrews'))[0]?.id).toBe('old-course-st-andrews');
    // "saint" has another spelling, so the lookup goes by "simons"; the catalog writes "St. Simons Island".
    expect((await search(cookie, 'saint simons')).length).toBeGreaterThan(0);
    expect((await search(cookie, 'saint simons')).every((hit) => /St\. Simons/.test(hit.city))).toBe(true);
    // "the" was once required of every course; now it is passed over where a name lacks it.
    const theOldCourse = await search(cookie, 'the old course');
    expect(theOldCourse.length).toBeGreaterThan(0);
    expect(theOldCourse.every((hit) => /\bOld\b/.test(hit.name))).toBe(true);
    expect((await search(cookie, 'valderrama golf club')).map((hit) => hit.id)).toEqual(['valderrama']);
    expect((await search(cookie, 'valderrama golf cl')).map((hit) => hit.id)).toEqual(['valderrama']);
  });

  it('reads "saint" alone as St too, and "mt" as Mount', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await search(cookie, 'saint')).some((hit) => /\bSt\b/.test(hit.name))).toBe(true);
    expect((await search(cookie, 'mt')).some((hit) => /\bMount\b/.test(hit.name))).toBe(true);
  });

  it('keeps "st" a word prefix: "st george" finds Royal St George\'s', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await search(cookie, 'st george')).map((hit) => hit.id)).toContain('royal-st-georges');
  });

  it('ignores case and accents', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await search(cookie, 'VALDERRÁMA')).map((hit) => hit.id)).toEqual(['valderrama']);
    expect((await search(cookie, 'PeBbLé'))[0]?.id).toBe('pebble-beach-golf-links');
  });

  it('finds Bjørn, Gimsøy, Hafnarfjörður and Þorsteinsson typed with plain letters', async () => {
    const { cookie } = await signIn(freshEmail());
    const first = async (q: string) => (await search(cookie, q))[0]?.id;
    expect(await first('bjorn')).toBe('dubai-creek-golf-yacht-club');
    expect(await first('Thomas Bjørn')).toBe('dubai-creek-golf-yacht-club');
    expect(await first('gimsoy')).toBe('lofoten-links');
    expect(await first('hafnarfjordur')).toBe('keilir-hvaleyrarvollur');
    expect(await first('thorsteinsson')).toBe('keilir-hvaleyrarvollur');
  });

  it("finds Coeur d'Alene with the apostrophe, without it, or with a space", async () => {
    const { cookie } = await signIn(freshEmail());
    for (const q of ["coeur d'alene", 'coeur dalene', 'coeur d alene', 'alene golf']) {
      expect((await search(cookie, q))[0]?.id, q).toBe('coeur-d-alene-resort-golf-course');
    }
    for (const q of ['bel air', 'belair', 'bel-air']) {
      expect((await search(cookie, q))[0]?.id, q).toBe('bel-air-country-club');
    }
  });

  it('finds a town or name typed as one word: "danang" is Da Nang, "pebblebeach" Pebble Beach', async () => {
    const { cookie } = await signIn(freshEmail());
    const danang = (await search(cookie, 'danang')).map((hit) => hit.id);
    expect(danang).toEqual(expect.arrayContaining(['brg-danang-golf-resort-dunes', 'ba-na-hills-golf-club']));
    expect((await search(cookie, 'huahin')).map((hit) => hit.id)).toContain('black-mountain-golf-club');
    expect((await search(cookie, 'pebblebeach'))[0]?.id).toBe('pebble-beach-golf-links');
  });

  it('puts the Old Course at St Andrews first for "old course" and "the old course"', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const q of ['old course', 'the old course', 'Old Course']) {
      const hits = await search(cookie, q);
      expect(hits[0]?.id, q).toBe('old-course-st-andrews');
      expect(hits.map((hit) => hit.id).indexOf('royal-troon-old'), q).toBe(1);
    }
  });

  it('finds courses by their region, county, state and country, and the names golfers use for them', async () => {
    const { cookie } = await signIn(freshEmail());
    const fife = await search(cookie, 'fife');
    expect(fife.length).toBeGreaterThanOrEqual(8);
    expect(fife.every((hit) => hit.state === 'Fife')).toBe(true);
    expect(fife.map((hit) => hit.id)).toContain('old-course-st-andrews');
    const kerry = await search(cookie, 'county kerry');
    expect(kerry.length).toBeGreaterThanOrEqual(4);
    expect(kerry.every((hit) => hit.state === 'County Kerry')).toBe(true);
    expect((await search(cookie, 'kerry')).map((hit) => hit.id)).toEqual(kerry.map((hit) => hit.id));
    const japan = await search(cookie, 'japan');
    expect(japan.length).toBeGreaterThanOrEqual(5);
    expect(japan.every((hit) => hit.country === 'Japan')).toBe(true);
    const scotland = await search(cookie, 'scotland');
    expect(scotland).toHaveLength(10);
    expect(scotland.every((hit) => hit.country === 'Scotland')).toBe(true);
    // A state's name where the catalog writes its code, and a country's common name.
    const california = await search(cookie, 'california');
    expect(california).toHaveLength(10);
    expect(california.every((hit) => hit.state === 'CA')).toBe(true);
    expect((await search(cookie, 'usa')).every((hit) => hit.country === 'United States')).toBe(true);
    // A name narrowed by its place, the name's word read as well as the place's.
    expect((await search(cookie, 'pebble california'))[0]?.id).toBe('pebble-beach-golf-links');
    expect((await search(cookie, 'old course fife'))[0]?.id).toBe('old-course-st-andrews');
  });

  it('returns at most 10 hits for a word shared by hundreds of courses', async () => {
    const { cookie } = await signIn(freshEmail());
    const hits = await search(cookie, 'golf');
    expect(hits).toHaveLength(10);
  });

  it('answers 400 for fewer than 2 characters', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const q of ['p', ' p ', '']) {
      const response = await apiFetch(`/api/courses/search?q=${encodeURIComponent(q)}`, { cookie });
      expect(response.status, q).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Type at least 2 characters to search' });
    }
  });
});

describe('GET /api/courses/{id}', () => {
  it('returns a catalog course with its championships', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses/pebble-beach-golf-links', { cookie });
    expect(response.status).toBe(200);
    const course = courseSchema.parse(await response.json());
    expect(course).toMatchObject({ name: 'Pebble Beach Golf Links', sourceApi: 'catalog' });
    expect(course.championships.map((c) => c.event)).toContain('us-open');
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const { cookie } = await signIn(freshEmail());
    const unknown = await apiFetch('/api/courses/no-such-course', { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Course not found' });
    const malformed = await apiFetch('/api/courses/bad%20id!', { cookie });
    expect(malformed.status).toBe(400);
  });
});

describe('GET /api/courses', () => {
  it('pages through the whole catalog by name with the cursor, each course once', async () => {
    const { cookie } = await signIn(freshEmail());
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const response = await apiFetch(`/api/courses?${query}`, { cookie });
      expect(response.status).toBe(200);
      const page = courseListResponseSchema.parse(await response.json());
      seen.push(...page.courses.map((course) => course.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(600);
  });

  it('answers 400 for a tampered cursor and a limit out of range', async () => {
    const { cookie } = await signIn(freshEmail());
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE' })).toString('base64url');
    const badCursor = await apiFetch(`/api/courses?cursor=${forged}`, { cookie });
    expect(badCursor.status).toBe(400);
    const badLimit = await apiFetch('/api/courses?limit=500', { cookie });
    expect(await badLimit.json()).toMatchObject({ message: 'limit must be a number from 1 to 100' });
  });

  describe('answers 400, not 500, for a crafted cursor', () => {
    /** The key a genuine cursor of this scope holds, to craft the attacks from. */
    async function genuineKey(cookie: string, scope: string): Promise<Record<string, string>> {
      const response = await apiFetch(`/api/courses?scope=${scope}&limit=1`, { cookie });
      const { nextCursor } = courseListResponseSchema.parse(await response.json());
      if (!nextCursor) throw new Error(`scope=${scope} should have a second page`);
      return JSON.parse(Buffer.from(nextCursor, 'base64url').toString('utf8')) as Record<string, string>;
    }

    it.each([
      ['catalog', { attribute: 'gsi1pk', value: 'FEATURED' }],
      ['featured', { attribute: 'gsi2pk', value: 'CATALOG' }],
      ['mine', { attribute: 'pk', value: 'USER#someone-else' }],
    ])('scope=%s', async (scope, foreignPartition) => {
      const { cookie, userId } = await signIn(freshEmail());
      await linkCourseToUser(userId, 'valderrama', { played: true });
      await linkCourseToUser(userId, 'pebble-beach-golf-links', { bucketList: true });
      const valid = await genuineKey(cookie, scope);
      for (const [attack, cursor] of craftedCursors(valid, foreignPartition)) {
        const response = await apiFetch(`/api/courses?scope=${scope}&cursor=${encodeURIComponent(cursor)}`, {
          cookie,
        });
        expect(response.status, attack).toBe(400);
        expect(await response.json(), attack).toEqual({ message: INVALID_CURSOR_MESSAGE });
      }
    });

    it('scope=mine: a sort key outside the course links (DynamoDB would refuse the Query)', async () => {
      const { cookie, userId } = await signIn(freshEmail());
      const outside = Buffer.from(JSON.stringify({ pk: `USER#${userId}`, sk: 'PROFILE' })).toString(
        'base64url',
      );
      const response = await apiFetch(`/api/courses?scope=mine&cursor=${outside}`, { cookie });
      expect(response.status).toBe(400);
    });
  });

  it('lists the featured clubs, Augusta National among them', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses?scope=featured', { cookie });
    const { courses } = courseListResponseSchema.parse(await response.json());
    expect(courses).toHaveLength(12);
    expect(courses.map((course) => course.id)).toContain('augusta-national-golf-club');
    expect(courses.every((course) => course.championships.length > 0)).toBe(true);
  });

  it("lists only the golfer's own courses for scope=mine", async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const empty = await apiFetch('/api/courses?scope=mine', { cookie });
    expect(await empty.json()).toEqual({ courses: [] });
    await linkCourseToUser(userId, 'valderrama', { played: true });
    await linkCourseToUser(userId, 'pebble-beach-golf-links', { bucketList: true });
    await linkCourseToUser(other.userId, 'cypress-point-club', { played: true });
    const response = await apiFetch('/api/courses?scope=mine', { cookie });
    const { courses } = courseListResponseSchema.parse(await response.json());
    expect(courses.map((course) => course.id).sort()).toEqual(['pebble-beach-golf-links', 'valderrama']);
    const paged = await apiFetch('/api/courses?scope=mine&limit=1', { cookie });
    const first = courseListResponseSchema.parse(await paged.json());
    expect(first.courses).toHaveLength(1);
    expect(first.nextCursor).toBeDefined();
  });
});

describe('POST /api/courses', () => {
  it('creates a custom course with the defaults and makes it findable', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const name = uniqueName('Zyzzyva Dunes');
    const course = await createCustom(cookie, {
      name,
      city: 'Bandon',
      state: 'OR',
      country: 'United States',
      courseType: 'resort',
      architect: 'Tom Doak, Jim Urbina',
    });
    expect(course).toMatchObject({
      name,
      sourceApi: 'custom',
      exclusivityRating: 7,
      slopeRating: 113,
      courseRating: null,
      architects: ['Tom Doak', 'Jim Urbina'],
      latitude: 43.12,
      longitude: -124.41,
      placement: { method: 'city', place: 'Bandon' },
      defaultedFigures: ['slopeRating', 'exclusivityRating'],
    });
    const read = await apiFetch(`/api/courses/${course.id}`, { cookie });
    expect(await read.json()).toEqual(course);
    expect((await search(cookie, name.split(' ')[2] ?? ''))[0]?.id).toBe(course.id);
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({ createdBy: userId });
  });

  it("never shows a golfer's course with its creator's user id: not on create, get, search, list or edit", async () => {
    const creator = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const name = uniqueName('Nobodysbusiness Links');
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie: creator.cookie,
      body: { name, city: 'Bandon', country: 'United States' },
    });
    const course = courseSchema.parse(await created.clone().json());
    const tag = name.split(' ')[2] ?? '';
    const catalogPage = async (cookie: string) => {
      // The catalog by name: the page that starts just before this course's name holds it.
      const query = new URLSearchParams({ limit: '1', cursor: pageCursorBefore(course) });
      return apiFetch(`/api/courses?${query}`, { cookie });
    };
    const answers = {
      create: created,
      'get (creator)': await apiFetch(`/api/courses/${course.id}`, { cookie: creator.cookie }),
      'get (another golfer)': await apiFetch(`/api/courses/${course.id}`, { cookie: other.cookie }),
      'search (another golfer)': await apiFetch(`/api/courses/search?q=${tag}`, { cookie: other.cookie }),
      'catalog list (another golfer)': await catalogPage(other.cookie),
      edit: await apiFetch(`/api/courses/${course.id}`, {
        method: 'PATCH',
        cookie: creator.cookie,
        body: { courseType: 'private' },
      }),
    };
    for (const [route, response] of Object.entries(answers)) {
      expect(response.status, route).toBeLessThan(300);
      const text = await response.text();
      expect(text, route).toContain(course.id);
      expect(text, route).not.toContain('createdBy');
      expect(text, route).not.toContain(creator.userId);
    }
    // Kept where only the server reads it: the creator alone may edit, and an edit keeps it.
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({
      createdBy: creator.userId,
      courseType: 'private',
    });
  });

  it('answers 409 with the existing id for the same name in the same city, however it is written', async () => {
    const { cookie } = await signIn(freshEmail());
    const name = uniqueName('Quillback Golf Club');
    const first = await createCustom(cookie, { name, city: 'Bend', country: 'United States' });
    const response = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: name.toUpperCase().replace('GOLF CLUB', 'G.C.'), city: 'BEND', country: 'USA' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'A course with this name already exists in this city',
      existingCourseId: first.id,
    });
  });

  it('answers 409 with the catalog id for a catalog course', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: 'Pebble Beach Golf Links', city: 'Pebble Beach', country: 'United States' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ existingCourseId: 'pebble-beach-golf-links' });
  });

  it("answers 409 with the catalog id for Coeur d'Alene's city written with a space", async () => {
    const { cookie } = await signIn(freshEmail());
    for (const city of ['Coeur d Alene', 'Coeur dalene']) {
      const response = await apiFetch('/api/courses', {
        method: 'POST',
        cookie,
        body: { name: "The Coeur d'Alene Resort Golf Course", city, country: 'United States' },
      });
      expect(response.status, city).toBe(409);
      expect(await response.json()).toMatchObject({ existingCourseId: 'coeur-d-alene-resort-golf-course' });
    }
  });

  it('answers 409 with the catalog id for the Old Course in Saint Andrews', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: 'St Andrews Links (Old Course)', city: 'Saint Andrews', country: 'United Kingdom' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ existingCourseId: 'old-course-st-andrews' });
  });

  it("stores an alias of a country in the catalog's spelling", async () => {
    const { cookie } = await signIn(freshEmail());
    const name = uniqueName('Alias Hollow');
    for (const [country, city, stored] of [
      ['USA', 'Redmond', 'United States'],
      ['United States of America', 'Sisters', 'United States'],
      ['UK', 'Carlisle', 'United Kingdom'],
    ] as const) {
      const course = await createCustom(cookie, { name, city, country });
      expect(course).toMatchObject({ country: stored, location: `${city}, ${stored}` });
      expect(await getItem(courseKeys.course(course.id))).toMatchObject({ country: stored });
    }
  });

  it("records a course placed at its country's centre, and the page's read says so", async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await createCustom(cookie, {
      name: uniqueName('Rift Valley Links'),
      city: 'Naivasha',
      country: 'Kenya',
    });
    expect(course).toMatchObject({
      latitude: 1,
      longitude: 38,
      placement: { method: 'country', place: 'Kenya' },
    });
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({
      placement: { method: 'country', place: 'Kenya' },
      defaultedFigures: ['slopeRating', 'exclusivityRating'],
    });
    const read = courseSchema.parse(await (await apiFetch(`/api/courses/${course.id}`, { cookie })).json());
    expect(read.placement).toEqual({ method: 'country', place: 'Kenya' });
  });

  it('answers 400 for a country not in the list, saying what to do, and writes nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const name = uniqueName('Narnia Heath');
    const response = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name, city: 'Cair Paravel', country: 'Narnia' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Choose a country from the list, like Scotland or United States',
      fieldErrors: { country: 'Choose a country from the list, like Scotland or United States' },
    });
    expect(await getItem(courseKeys.nameClaim(`${name.toLowerCase()}|cair paravel`))).toBeUndefined();
  });

  it('reads a catalog course as exactly placed, its unpublished slope as the default', async () => {
    const { cookie } = await signIn(freshEmail());
    const course = courseSchema.parse(
      await (await apiFetch('/api/courses/pebble-beach-golf-links', { cookie })).json(),
    );
    expect(course.placement).toEqual({ method: 'exact', place: null });
    expect(course.defaultedFigures).toEqual(['slopeRating']);
  });

  const valid = { name: 'Valid Name', city: 'Somewhere', country: 'Spain' };
  it.each([
    [{ ...valid, name: '' }, 'Please fill in course name, city, and country.', 'name'],
    [{ ...valid, city: '  ' }, 'Please fill in course name, city, and country.', 'city'],
    [{ name: 'x', city: 'y' }, 'Please fill in course name, city, and country.', 'country'],
    [{ ...valid, courseRating: 64.9 }, 'Course rating must be between 65 and 80', 'courseRating'],
    [{ ...valid, courseRating: 80.1 }, 'Course rating must be between 65 and 80', 'courseRating'],
    [{ ...valid, courseRating: 72.55 }, 'Course rating has one decimal place, like 72.4', 'courseRating'],
    [{ ...valid, courseRating: '72' }, 'Course rating must be a number from 65 to 80', 'courseRating'],
    [{ ...valid, slopeRating: 54 }, 'Slope must be between 55 and 155', 'slopeRating'],
    [{ ...valid, slopeRating: 156 }, 'Slope must be between 55 and 155', 'slopeRating'],
    [{ ...valid, slopeRating: 120.5 }, 'Slope must be a whole number from 55 to 155', 'slopeRating'],
    [{ ...valid, par: 80 }, 'Par must be 27 to 40 for a 9-hole course, or 54 to 76 for 18 holes', 'par'],
    [{ ...valid, par: 45 }, 'Par must be 27 to 40 for a 9-hole course, or 54 to 76 for 18 holes', 'par'],
    [{ ...valid, par: 70.5 }, 'Par must be a whole number', 'par'],
    [{ ...valid, yardage: 500 }, 'Yardage must be between 1,000 and 9,000', 'yardage'],
    [
      { ...valid, courseType: 'links' },
      'Course type must be one of public, private, semi-private or resort',
      'courseType',
    ],
    [{ ...valid, architectYear: 1500 }, architectYearMessage(), 'architectYear'],
    [{ ...valid, name: 'x'.repeat(121) }, 'Must be 120 characters or fewer', 'name'],
    [{ ...valid, description: 'x'.repeat(1001) }, 'Must be 1000 characters or fewer', 'description'],
  ])('answers 400 for %j with "%s", and writes nothing', async (body, message, field) => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses', { method: 'POST', cookie, body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(error.fieldErrors[field]).toBe(message);
    expect(error.message).toContain(message);
    expect(await getItem(courseKeys.nameClaim('validname|somewhere'))).toBeUndefined();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses', { method: 'POST', cookie, rawBody: '{nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body must be valid JSON' });
  });
});

describe('the daily limit on courses a golfer adds', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const create = (cookie: string, name: string) =>
    apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name, city: 'Floodville', country: 'Wales' },
    });

  it('20 creates at once by one golfer make exactly 10 courses; the rest are 429 with Retry-After and write nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const names = Array.from({ length: 20 }, (_, index) => uniqueName(`Flood Links ${index}`));
    const responses = await Promise.all(names.map((name) => create(cookie, name)));

    const created = names.filter((_, index) => responses[index]?.status === 201);
    const refused = names.filter((_, index) => responses[index]?.status === 429);
    expect(created).toHaveLength(COURSES_PER_DAY_LIMIT);
    expect(refused).toHaveLength(20 - COURSES_PER_DAY_LIMIT);
    for (const response of responses.filter((response) => response.status === 429)) {
      expect(await response.json()).toEqual({ message: COURSE_LIMIT_MESSAGE });
      // Seconds to the next 00:00 UTC (a second or two may pass between the answer and this line).
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(Math.abs(retryAfter - secondsUntilNextUtcDay(new Date()))).toBeLessThanOrEqual(5);
    }
    const claimOf = (name: string) => getItem(courseKeys.nameClaim(courseIdentityKey(name, 'Floodville')));
    for (const name of refused) expect(await claimOf(name), name).toBeUndefined();
    for (const name of created) expect(await claimOf(name), name).toBeDefined();
    const counter = await getItem(courseKeys.coursesAdded(userId, today()));
    expect(counter).toMatchObject({ count: COURSES_PER_DAY_LIMIT });
    // Expires by TTL after its day: at least the rest of today away, at most two days.
    const expiresAt = Number(counter?.expiresAt) * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now() + secondsUntilNextUtcDay(new Date()) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 2 * 24 * 3600 * 1000);
  });

  it("is each golfer's own: another golfer adds a course while the first is at the limit", async () => {
    const flooder = await signIn(freshEmail());
    for (let index = 0; index < COURSES_PER_DAY_LIMIT; index += 1) {
      expect((await create(flooder.cookie, uniqueName(`Own Limit ${index}`))).status).toBe(201);
    }
    expect((await create(flooder.cookie, uniqueName('Own Limit over'))).status).toBe(429);
    const other = await signIn(freshEmail());
    expect((await create(other.cookie, uniqueName('Own Limit other'))).status).toBe(201);
  });

  it('counts nothing for a course that is refused for another reason (a taken name, bad input)', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const taken = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: 'Pebble Beach Golf Links', city: 'Pebble Beach', country: 'United States' },
    });
    expect(taken.status).toBe(409);
    const bad = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: 'x', city: 'y', par: '72' },
    });
    expect(bad.status).toBe(400);
    expect(await getItem(courseKeys.coursesAdded(userId, today()))).toBeUndefined();
  });
});

describe('PATCH /api/courses/{id}', () => {
  it("lets the creator change architect and type, and moves the course's search entries", async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await createCustom(cookie, {
      name: uniqueName('Heronsgate'),
      city: 'Dornoch',
      country: 'Scotland',
      architect: 'Oldarchitectxq Person',
    });
    const response = await apiFetch(`/api/courses/${course.id}`, {
      method: 'PATCH',
      cookie,
      body: { architect: 'Newarchitectxq Person', courseType: 'private' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      architect: 'Newarchitectxq Person',
      architects: ['Newarchitectxq Person'],
      courseType: 'private',
      name: course.name,
    });
    expect((await search(cookie, 'newarchitectxq')).map((hit) => hit.id)).toEqual([course.id]);
    expect(await search(cookie, 'oldarchitectxq')).toEqual([]);
    const architects = (await (await apiFetch('/api/architects', { cookie })).json()) as string[];
    expect(architects).toContain('Newarchitectxq Person');
    expect(architects).not.toContain('Oldarchitectxq Person');
  });

  it("answers 404 for another golfer's course, a catalog course and an unknown one", async () => {
    const owner = await signIn(freshEmail());
    const intruder = await signIn(freshEmail());
    const course = await createCustom(owner.cookie, {
      name: uniqueName('Private Patch'),
      city: 'Bend',
      country: 'United States',
    });
    for (const id of [course.id, 'pebble-beach-golf-links', 'no-such-course']) {
      const response = await apiFetch(`/api/courses/${id}`, {
        method: 'PATCH',
        cookie: intruder.cookie,
        body: { courseType: 'private' },
      });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: 'Course not found' });
    }
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({ courseType: 'public' });
  });

  it('answers 400 for an empty update', async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await createCustom(cookie, { name: uniqueName('Empty'), city: 'Bend', country: 'USA' });
    const response = await apiFetch(`/api/courses/${course.id}`, { method: 'PATCH', cookie, body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Nothing to update: send architect or courseType',
    });
  });
});

describe('architects and rankings', () => {
  it('lists distinct architect names, sorted', async () => {
    const { cookie } = await signIn(freshEmail());
    const names = (await (await apiFetch('/api/architects', { cookie })).json()) as string[];
    expect(names).toContain('Alister MacKenzie');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists the ids of ranked courses after an operator imports a CSV, the same after a second import', async () => {
    const { cookie } = await signIn(freshEmail());
    const file = join(await mkdtemp(join(tmpdir(), 'rankings-')), 'ranking.csv');
    await writeFile(
      file,
      'source,year,position,region,course,notes\n' +
        'Test Ranking,2024,1,World,valderrama,\n' +
        'Test Ranking,2024,2,World,"Cypress Point Club, Pebble Beach",\n',
    );
    expect(await importRankingsFile(file)).toBe(2);
    expect(await importRankingsFile(file)).toBe(2);
    const ids = (await (await apiFetch('/api/rankings/course-ids', { cookie })).json()) as string[];
    expect(ids).toEqual(expect.arrayContaining(['valderrama', 'cypress-point-club']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a ranking CSV naming an unknown course, and writes nothing', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rankings-')), 'ranking.csv');
    await writeFile(
      file,
      'source,year,position,region,course\nBad Ranking,2024,1,World,valderrama\nBad Ranking,2024,2,World,nowhere-links\n',
    );
    await expect(importRankingsFile(file)).rejects.toThrow(/nowhere-links/);
    expect(
      await getItem(
        courseKeys.rankingEntry({ source: 'Bad Ranking', year: 2024, region: 'World', position: 1 }),
      ),
    ).toBeUndefined();
  });
});

describe('catalog loading and the US import', () => {
  it('loading the catalog again changes nothing', async () => {
    const before = await getItem(courseKeys.course('pebble-beach-golf-links'));
    const result = await loadSeedCatalog();
    expect(result).toMatchObject({ written: 0, nameClaimedElsewhere: [] });
    expect(result.unchanged).toBe(result.total);
    expect(await getItem(courseKeys.course('pebble-beach-golf-links'))).toEqual(before);
  });

  it('a load over entries an older search index wrote deletes them and writes the current ones', async () => {
    const { cookie } = await signIn(freshEmail());
    const id = 'dubai-creek-golf-yacht-club';
    // As the index before folding wrote Thomas Bjørn: the word kept its ø, the sort key had no majors.
    const staleSk = `bjørn#2#060#${id}`;
    const stale = courseKeys.searchEntryFromSortKey(staleSk);
    const current = (await getItem(courseKeys.course(id))) ?? {};
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...stale, entity: 'COURSE_SEARCH', courseId: id } }),
    );
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...current,
          searchKeys: [...(current.searchKeys as string[]), staleSk],
          contentHash: 'older',
        },
      }),
    );

    const result = await loadSeedCatalog();
    expect(result).toMatchObject({ written: 1 });
    expect(await getItem(stale)).toBeUndefined();
    expect((await getItem(courseKeys.course(id)))?.searchKeys).not.toContain(staleSk);
    expect((await search(cookie, 'bjorn'))[0]?.id).toBe(id);
    expect((await loadSeedCatalog()).written).toBe(0);
  });

  it('rebuilds once the search entries of custom courses an older search index wrote', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const course = await createCustom(cookie, {
      name: uniqueName('Sølvberget Links'),
      city: 'Tromsø',
      country: 'Norway',
    });
    const tag = course.name.split(' ')[2] ?? '';
    const staleSk = `sølvberget#0#050#${course.id}`;
    const stale = courseKeys.searchEntryFromSortKey(staleSk);
    const item = (await getItem(courseKeys.course(course.id))) ?? {};
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...stale, entity: 'COURSE_SEARCH', courseId: course.id },
      }),
    );
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...item, searchKeys: [...(item.searchKeys as string[]), staleSk] },
      }),
    );
    await putSearchIndexVersion(SEARCH_INDEX_VERSION - 1);

    const first = await loadSeedCatalog();
    expect(first.reindexed.ran).toBe(true);
    expect(first.reindexed.rewritten).toBeGreaterThanOrEqual(1);
    expect(await getItem(stale)).toBeUndefined();
    // Rewritten whole, the item keeps its creator (whom only the server reads).
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({
      updatedAt: course.updatedAt,
      createdBy: userId,
    });
    const hits = await search(cookie, `solvberget ${tag}`);
    expect(hits.map((hit) => hit.id)).toEqual([course.id]);
    // The picker marks a golfer's course by what its entry says.
    expect(hits[0]?.sourceApi).toBe('custom');
    expect(await getSearchIndexVersion()).toBe(SEARCH_INDEX_VERSION);
    expect((await loadSeedCatalog()).reindexed).toEqual({
      ran: false,
      rewritten: 0,
      nameClaimedElsewhere: [],
    });
  });

  it('moves the name claim of a custom course an older identity key wrote, once', async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await createCustom(cookie, {
      name: uniqueName('Timberline Golf Club'),
      city: 'Mount Hood',
      country: 'United States',
    });
    // As the code before version 3 stored it: words apart, "mount" written out, golf club shortened.
    const oldKey = `${course.name.toLowerCase().replace('golf club', 'gc')}|mount hood`;
    const item = (await getItem(courseKeys.course(course.id))) ?? {};
    const newKey = String(item.identityKey);
    expect(newKey).not.toBe(oldKey);
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: courseKeys.nameClaim(newKey) }),
    );
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...courseKeys.nameClaim(oldKey),
          entity: 'COURSE_NAME_CLAIM',
          identityKey: oldKey,
          courseId: course.id,
        },
      }),
    );
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...item, identityKey: oldKey } }),
    );
    await putSearchIndexVersion(SEARCH_INDEX_VERSION - 1);

    const first = await loadSeedCatalog();
    expect(first.reindexed.ran).toBe(true);
    expect(await getItem(courseKeys.nameClaim(oldKey))).toBeUndefined();
    expect(await getItem(courseKeys.nameClaim(newKey))).toMatchObject({ courseId: course.id });
    expect(await getItem(courseKeys.course(course.id))).toMatchObject({
      identityKey: newKey,
      updatedAt: course.updatedAt,
    });
    const again = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: course.name.replace('Golf Club', 'GC'), city: 'Mt. Hood', country: 'United States' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ existingCourseId: course.id });
    const second = await loadSeedCatalog();
    expect(second.written).toBe(0);
    expect(second.reindexed).toEqual({ ran: false, rewritten: 0, nameClaimedElsewhere: [] });
  });

  it('the US import, run by an operator, adds only what is missing and reports the counts; a second import adds nothing', async () => {
    const { cookie } = await signIn(OPERATOR_EMAIL);
    // A featured US club: the import restores the course, and the next full load its featured rank.
    const featured = (await (await apiFetch('/api/courses?scope=featured', { cookie })).json()) as {
      courses: { id: string; name: string; country: string }[];
    };
    const club = featured.courses.find((course) => course.country === 'United States');
    if (!club) throw new Error('The seed catalog should feature at least one US club');
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: courseKeys.course(club.id) }),
    );
    const first = await apiFetch('/api/courses/import/us-database', { method: 'POST', cookie });
    expect(first.status).toBe(200);
    const counts = (await first.json()) as { imported: number; alreadyPresent: number; total: number };
    expect(counts.imported).toBe(1);
    expect(counts.alreadyPresent).toBe(counts.total - 1);
    expect(counts.total).toBeGreaterThan(250);
    const second = await apiFetch('/api/courses/import/us-database', { method: 'POST', cookie });
    expect(await second.json()).toEqual({ imported: 0, alreadyPresent: counts.total, total: counts.total });
    expect(await getItem(courseKeys.course(club.id))).toMatchObject({ name: club.name });
    // The next full load puts back the featured rank the import does not decide.
    expect((await loadSeedCatalog()).written).toBe(1);
  });

  it('the US import answers 403 to a golfer who is not an operator, and writes nothing (privilege escalation)', async () => {
    const { cookie } = await signIn(freshEmail());
    const featured = (await (await apiFetch('/api/courses?scope=featured', { cookie })).json()) as {
      courses: { id: string; country: string }[];
    };
    const club = featured.courses.find((course) => course.country === 'United States');
    if (!club) throw new Error('The seed catalog should feature at least one US club');
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: courseKeys.course(club.id) }),
    );
    try {
      const response = await apiFetch('/api/courses/import/us-database', { method: 'POST', cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Only an operator can import courses.' });
      expect(await getItem(courseKeys.course(club.id))).toBeUndefined();
    } finally {
      await loadSeedCatalog();
    }
  });
});

describe('GET /api/courses/search/suggestion', () => {
  async function suggestion(cookie: string, q: string): Promise<string | null> {
    const response = await apiFetch(`/api/courses/search/suggestion?q=${encodeURIComponent(q)}`, { cookie });
    expect(response.status).toBe(200);
    return courseSpellingResponseSchema.parse(await response.json()).suggestion;
  }

  it('offers the spelling the catalog has for a misspelt name, town or architect', async () => {
    const { cookie } = await signIn(freshEmail());
    expect(await search(cookie, 'valderama')).toEqual([]);
    expect(await suggestion(cookie, 'valderama')).toBe('valderrama');
    expect(await suggestion(cookie, 'carnousty')).toBe('carnoustie');
    expect(await suggestion(cookie, 'shinecock hills')).toBe('shinnecock hills');
    expect(await suggestion(cookie, 'pebel beach')).toBe('pebble beach');
    expect((await search(cookie, 'pebble beach'))[0]?.id).toBe('pebble-beach-golf-links');
  });

  it('offers nothing for a text spelt right, or too far from any word the catalog holds', async () => {
    const { cookie } = await signIn(freshEmail());
    expect(await suggestion(cookie, 'pebble')).toBeNull();
    expect(await suggestion(cookie, 'zzqxwv')).toBeNull();
  });

  it('answers 400 for fewer than 2 characters', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses/search/suggestion?q=v', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Type at least 2 characters to search' });
  });
});

describe('every course route needs a session', () => {
  it.each([
    ['GET', '/api/courses'],
    ['GET', '/api/courses/search?q=pebble'],
    ['GET', '/api/courses/search/suggestion?q=valderama'],
    ['POST', '/api/courses'],
    ['GET', '/api/courses/pebble-beach-golf-links'],
    ['PATCH', '/api/courses/pebble-beach-golf-links'],
    ['GET', '/api/architects'],
    ['GET', '/api/rankings/course-ids'],
    ['POST', '/api/courses/import/us-database'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const response = await apiFetch(path, { method, body: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not signed in' });
  });
});
