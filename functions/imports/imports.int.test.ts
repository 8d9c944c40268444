import { describe, expect, it } from 'vitest';
import {
  EMPTY_IMPORT_MESSAGE,
  IMPORT_BATCH_NOT_FOUND_MESSAGE,
  importBatchSchema,
  importChunkResponseSchema,
  importPreviewResponseSchema,
  MISSING_RESOLUTION_MESSAGE,
  undoImportResponseSchema,
  courseRefKey,
  WORLDWIDE_LOOKUPS_PER_PREVIEW,
  type CourseResolution,
} from '#shared/imports/import-api';
import type { CourseRef, ImportDraft, ImportedRound } from '#shared/imports/import-draft';
import { roundListResponseSchema } from '#shared/schemas/round';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { freshEmail } from '../lib/testing/stack-helpers';

const ref = (fields: Partial<CourseRef> & { name: string }): CourseRef => ({
  facility: null,
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  sourceCourseId: null,
  ...fields,
});

const bethpageBlack = ref({
  name: 'Black',
  facility: 'Bethpage State Park',
  city: 'Farmingdale',
  state: 'NY',
});
const pebble = ref({ name: 'Pebble Beach Golf Links', city: 'Pebble Beach', state: 'CA', country: 'USA' });
const bethpageSomething = ref({ name: 'Bethpage State Park', city: 'Farmingdale', state: 'NY' });

function round(
  course: CourseRef,
  playedAt: string,
  score: number,
  sourceId: string | null = null,
): ImportedRound {
  return { sourceId, playedAt, course, score, holes: 18, par: null, card: null, notes: null };
}

function draftWith(fields: Partial<ImportDraft>): ImportDraft {
  return { source: '18birdies', rounds: [], playedCourses: [], bucketList: [], warnings: [], ...fields };
}

async function post(path: string, cookie: string, body: unknown) {
  return apiFetch(path, { method: 'POST', cookie, body });
}

async function preview(cookie: string, draft: ImportDraft) {
  const response = await post('/api/imports/preview', cookie, { draft });
  expect(response.status).toBe(200);
  return importPreviewResponseSchema.parse(await response.json());
}

async function startBatch(cookie: string) {
  const response = await post('/api/imports', cookie, { source: '18birdies', label: 'test archive' });
  expect(response.status).toBe(201);
  return importBatchSchema.parse(await response.json());
}

async function listRounds(cookie: string) {
  const response = await apiFetch('/api/rounds?limit=100', { cookie });
  return roundListResponseSchema.parse(await response.json()).rounds;
}

describe('import preview', () => {
  it('matches a layout at its facility, a catalog course by name and town, and offers candidates or a new course', async () => {
    const { cookie } = await signIn(freshEmail());
    const town = `Dunesville ${Date.now()}`;
    // A name of this run's own: another test's import makes a "Sandy Hollow Links" in Scotland, which this
    // preview would then rightly offer as a candidate in the same table.
    const newName = `${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')} Links`;
    const unknown = ref({ name: newName, city: town, country: 'Scotland' });
    const result = await preview(
      cookie,
      draftWith({
        rounds: [
          round(bethpageBlack, '2023-05-01', 88),
          round(pebble, '2023-06-02', 91),
          round(unknown, '2022-09-10', 80),
        ],
        bucketList: [{ course: bethpageSomething, notes: null }],
      }),
    );
    const byName = new Map(result.courses.map((course) => [course.ref.name, course]));
    expect(byName.get('Black')).toMatchObject({ status: 'matched', reason: 'same name and town' });
    expect(byName.get('Black')?.course?.name).toBe('Bethpage State Park (Black)');
    expect(byName.get('Pebble Beach Golf Links')?.course?.id).toBe('pebble-beach-golf-links');
    const ambiguous = byName.get('Bethpage State Park');
    expect(ambiguous?.status).toBe('ambiguous');
    expect(ambiguous?.candidates.map((course) => course.name)).toEqual(
      expect.arrayContaining(['Bethpage State Park (Black)', 'Bethpage State Park (Red)']),
    );
    expect(byName.get(newName)).toMatchObject({
      status: 'new',
      newCourse: { name: newName, city: town, country: 'Scotland' },
      newCourseProblem: null,
    });
    expect(result.duplicateRounds).toEqual([]);
  });

  it("matches a course of Fescue's own export to the course its id names, and only for that export", async () => {
    const { cookie } = await signIn(freshEmail());
    // Named as the golfer's old account wrote it (another name, no town): the id alone says which course.
    const renamed = ref({ name: 'Pebble (the old links)', sourceCourseId: 'pebble-beach-golf-links' });
    const gone = ref({
      name: 'Gone Links',
      city: `Nowhere ${Date.now()}`,
      country: 'USA',
      sourceCourseId: 'c-no-such-course',
    });
    const draft = draftWith({
      source: 'fescue-json',
      rounds: [round(renamed, '2024-03-01', 90), round(gone, '2024-03-02', 91)],
    });
    const byName = new Map((await preview(cookie, draft)).courses.map((match) => [match.ref.name, match]));
    expect(byName.get(renamed.name)).toMatchObject({ status: 'matched', reason: 'same course in Fescue' });
    expect(byName.get(renamed.name)?.course?.id).toBe('pebble-beach-golf-links');
    expect(byName.get(gone.name)?.reason).not.toBe('same course in Fescue');
    // Another app's club id that happens to read like a Fescue course id is no Fescue id.
    const other = await preview(cookie, { ...draft, source: '18birdies' });
    expect(other.courses.find((match) => match.ref.name === renamed.name)?.reason).not.toBe(
      'same course in Fescue',
    );
  });

  it("offers GolfCourseAPI's courses for a course the catalog does not match, one search per name, none for a matched one", async () => {
    const { cookie } = await signIn(freshEmail());
    // Towns the catalog has no Lincoln Park in: its own Lincoln Parks (if any) are not a clear match here.
    const stamp = Date.now();
    const lincoln = ref({ name: 'Lincoln Park Golf Course', city: `Lakeside ${stamp}`, state: 'CA' });
    const sameName = ref({ name: 'Lincoln Park Golf Course', city: `Hillside ${stamp}`, state: 'CA' });
    const result = await preview(
      cookie,
      draftWith({
        rounds: [
          round(lincoln, '2023-04-01', 90),
          round(sameName, '2023-04-02', 91),
          round(bethpageBlack, '2023-05-01', 88),
        ],
      }),
    );
    const byCity = new Map(result.courses.map((match) => [match.ref.city, match]));
    for (const city of [lincoln.city, sameName.city]) {
      const match = byCity.get(city);
      expect(match?.status).not.toBe('matched');
      expect(match?.worldwide.map((course) => course.club_name)).toEqual(['Lincoln Park Golf Course']);
      expect(match?.worldwide[0]?.location.city).toBe('San Francisco');
    }
    // Bethpage Black is the catalog's: GolfCourseAPI is not asked for it.
    expect(byCity.get('Farmingdale')).toMatchObject({ status: 'matched', worldwide: [] });
    expect(result.worldwide).toEqual({ status: 'searched', searched: 1, notSearched: 0 });
  });

  it(`asks GolfCourseAPI for at most ${WORLDWIDE_LOOKUPS_PER_PREVIEW} names a preview, the most played first`, async () => {
    const { cookie } = await signIn(freshEmail());
    const stamp = Date.now();
    const rounds = Array.from({ length: WORLDWIDE_LOOKUPS_PER_PREVIEW + 2 }, (_, index) =>
      round(
        ref({ name: `Quillmoor Heath ${index} ${stamp}`, city: `Quillmoor ${stamp}`, country: 'Scotland' }),
        `2022-06-${String(index + 1).padStart(2, '0')}`,
        80 + index,
      ),
    );
    // The course played most (three rounds) is asked first, ahead of the cap.
    const mostPlayed = ref({ name: 'Presidio Golf Course', city: `Fogtown ${stamp}`, state: 'CA' });
    const result = await preview(
      cookie,
      draftWith({
        rounds: [
          ...rounds,
          round(mostPlayed, '2021-01-01', 95),
          round(mostPlayed, '2021-01-02', 96),
          round(mostPlayed, '2021-01-03', 97),
        ],
      }),
    );
    expect(result.worldwide).toEqual({
      status: 'searched',
      searched: WORLDWIDE_LOOKUPS_PER_PREVIEW,
      notSearched: 3,
    });
    const presidio = result.courses.find((match) => match.ref.name === 'Presidio Golf Course');
    expect(presidio?.worldwide.map((course) => course.club_name)).toEqual(['Presidio Golf Course']);
  });

  it('stops asking GolfCourseAPI once it refuses, says its allowance is spent, and still previews', async () => {
    const { cookie } = await signIn(freshEmail());
    const stamp = Date.now();
    // The fake answers a search holding "fail-429" as GolfCourseAPI does when the key's allowance is spent.
    const refused = ref({ name: `Fail-429 Downs ${stamp}`, city: `Nowhere ${stamp}`, country: 'Scotland' });
    const later = ref({ name: 'Presidio Golf Course', city: `Fogtown ${stamp}`, state: 'CA' });
    const result = await preview(
      cookie,
      draftWith({
        rounds: [
          round(refused, '2020-01-01', 90),
          round(refused, '2020-01-02', 91),
          round(later, '2020-01-03', 92),
        ],
      }),
    );
    expect(result.worldwide).toEqual({ status: 'allowance-spent', searched: 0, notSearched: 2 });
    expect(result.courses.every((match) => match.worldwide.length === 0)).toBe(true);
    expect(result.courses).toHaveLength(2);
  });

  it('refuses an empty draft with a message and a file of another shape, writing nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const empty = await post('/api/imports/preview', cookie, { draft: draftWith({}) });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(EMPTY_IMPORT_MESSAGE);
    const other = await post('/api/imports/preview', cookie, { myData: { activityData: {} } });
    expect(other.status).toBe(400);
  });

  it('refuses a preview without a session', async () => {
    const response = await apiFetch('/api/imports/preview', {
      method: 'POST',
      body: { draft: draftWith({}) },
    });
    expect(response.status).toBe(401);
  });
});

describe('import batch', () => {
  it('commits chunks, adds nothing on a re-run, resumes after a failed chunk, and undoes exactly what it added', async () => {
    const { cookie } = await signIn(freshEmail());
    const town = `Batchtown ${Date.now()}`;
    const unknown = ref({ name: 'Gorse Point', city: town, country: 'Ireland', sourceCourseId: 'club-77' });
    const rounds = [
      round(pebble, '2021-04-01', 95, 'r1'),
      round(pebble, '2021-04-08', 93, 'r2'),
      round(bethpageBlack, '2021-05-01', 99, 'r3'),
      round(unknown, '2021-06-01', 84, 'r4'),
    ];
    // A round the golfer logged already, the same course, date and score: the import skips it.
    const logged = await post('/api/rounds', cookie, {
      courseId: 'pebble-beach-golf-links',
      playedAt: '2021-04-01',
      score: 95,
      holes: 18,
    });
    expect(logged.status).toBe(201);
    const draft = draftWith({ rounds, bucketList: [{ course: bethpageSomething, notes: 'Someday' }] });
    const seen = await preview(cookie, draft);
    expect(seen.duplicateRounds).toEqual([0]);

    const key = (course: CourseRef) => courseRefKey('18birdies', course);
    const resolutions: CourseResolution[] = seen.courses.map((match) =>
      match.status === 'new'
        ? { key: match.key, action: 'create', ref: match.ref, point: { latitude: 53.1, longitude: -6.2 } }
        : {
            key: match.key,
            action: 'use',
            courseId: match.course?.id ?? match.candidates.find((c) => c.name.includes('(Red)'))?.id ?? '',
          },
    );
    const batch = await startBatch(cookie);
    const chunk = async (body: unknown) => post(`/api/imports/${batch.id}/items`, cookie, body);

    // A chunk naming a course no resolution covers is refused whole.
    const refused = await chunk({
      courses: [],
      rounds: rounds.slice(0, 2),
      playedCourses: [],
      bucketList: [],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(MISSING_RESOLUTION_MESSAGE);
    expect(await listRounds(cookie)).toHaveLength(1);

    const first = {
      courses: resolutions.filter((r) => r.key === key(pebble)),
      rounds: rounds.slice(0, 2),
      playedCourses: [],
      bucketList: [],
    };
    const one = importChunkResponseSchema.parse(await (await chunk(first)).json());
    expect(one.added).toMatchObject({ rounds: 1, duplicates: 1 });
    // The browser lost the answer and sends the chunk again: nothing more.
    const again = importChunkResponseSchema.parse(await (await chunk(first)).json());
    expect(again.added).toMatchObject({ rounds: 0, duplicates: 2 });
    const rest = {
      courses: resolutions,
      rounds: rounds.slice(2),
      playedCourses: [],
      bucketList: draft.bucketList,
    };
    const two = importChunkResponseSchema.parse(await (await chunk(rest)).json());
    expect(two.added).toMatchObject({ rounds: 2, courses: 1, bucketList: 1 });
    const finished = importBatchSchema.parse(
      await (await post(`/api/imports/${batch.id}/finish`, cookie, {})).json(),
    );
    expect(finished).toMatchObject({ status: 'done', counts: { rounds: 3, courses: 1, bucketList: 1 } });
    expect(finished.countriesAdded).toEqual(['Ireland']);
    expect(await listRounds(cookie)).toHaveLength(4);

    // The whole file again, in a new batch: the new course is matched by its club id, nothing is added.
    const rerun = await preview(cookie, draft);
    expect(rerun.courses.find((match) => match.key === key(unknown))).toMatchObject({
      status: 'matched',
      reason: '18Birdies club id seen before',
    });
    expect(rerun.duplicateRounds).toEqual([0, 1, 2, 3]);
    const second = await startBatch(cookie);
    const rerunResolutions: CourseResolution[] = rerun.courses.map((match) => ({
      key: match.key,
      action: 'use',
      courseId:
        match.course?.id ??
        resolutions.flatMap((r) => (r.key === match.key && r.action === 'use' ? [r.courseId] : []))[0] ??
        '',
    }));
    const none = importChunkResponseSchema.parse(
      await (
        await post(`/api/imports/${second.id}/items`, cookie, {
          courses: rerunResolutions,
          rounds,
          playedCourses: [],
          bucketList: draft.bucketList,
        })
      ).json(),
    );
    expect(none.added).toMatchObject({ rounds: 0, courses: 0, bucketList: 0, duplicates: 5 });

    // Undo the first import: its three rounds, its course and its bucket-list entry go; the logged round stays.
    let remaining = 1;
    while (remaining > 0) {
      const step = await post(`/api/imports/${batch.id}/undo`, cookie, {});
      expect(step.status).toBe(200);
      remaining = undoImportResponseSchema.parse(await step.json()).remaining;
    }
    const left = await listRounds(cookie);
    expect(left.map((r) => r.playedAt)).toEqual(['2021-04-01']);
    expect(left[0]?.importBatchId ?? null).toBeNull();
    const bucket = await (await apiFetch('/api/user/bucket-list', { cookie })).json();
    expect(JSON.stringify(bucket)).not.toContain('Bethpage');
    const created = rerun.courses.find((match) => match.key === key(unknown))?.course?.id ?? '';
    expect((await apiFetch(`/api/courses/${created}`, { cookie })).status).toBe(404);
    const list = await (await apiFetch('/api/imports', { cookie })).json();
    expect(list.imports.find((b: { id: string }) => b.id === batch.id)?.status).toBe('undone');
  });

  it("stores an imported round's hole by hole as its card, scored at the card's total, read back with the round", async () => {
    const { cookie } = await signIn(freshEmail());
    const holeStrokes = [5, 4, 3, 6, 4, 5, 4, 3, 5, 4, 4, 5, 3, 4, 6, 4, 3, 5];
    const card = holeStrokes.map((strokes, index) => ({
      hole: index + 1,
      strokes,
      putts: index === 0 ? 3 : null,
      fairway: null,
      gir: null,
      penalties: null,
      sandShots: null,
    }));
    // The file's total is off by one from its holes: the holes win (a round with a card scores its total).
    const carded = { ...round(pebble, '2020-08-15', 78, 'carded-1'), card };
    const seen = await preview(cookie, draftWith({ rounds: [carded] }));
    const batch = await startBatch(cookie);
    const response = await post(`/api/imports/${batch.id}/items`, cookie, {
      courses: seen.courses.map((match) => ({
        key: match.key,
        action: 'use',
        courseId: match.course?.id ?? '',
      })),
      rounds: [carded],
      playedCourses: [],
      bucketList: [],
    });
    expect(response.status).toBe(200);
    const [stored] = await listRounds(cookie);
    expect(stored?.score).toBe(77);
    expect(stored?.scorecard?.holes.map((hole) => hole.strokes)).toEqual(holeStrokes);
    expect(stored?.scorecard?.holes[0]).toMatchObject({ hole: 1, putts: 3, gir: true });
    expect(stored?.scorecard?.holes.every((hole) => hole.par >= 3 && hole.par <= 6)).toBe(true);
  });

  it('creates more new courses than the daily ten in one import, while a course added by hand still stops at ten', async () => {
    const { cookie } = await signIn(freshEmail());
    const town = `Manytee ${Date.now()}`;
    const refs = Array.from({ length: 14 }, (_, index) =>
      ref({ name: `Imported Links ${index + 1}`, city: town, country: 'Wales' }),
    );
    const seen = await preview(cookie, draftWith({ rounds: refs.map((r) => round(r, '2019-07-01', 85)) }));
    expect(seen.coursesLeftToday).toBe(300);
    expect(seen.courses.every((match) => match.status === 'new')).toBe(true);
    const batch = await startBatch(cookie);
    const response = await post(`/api/imports/${batch.id}/items`, cookie, {
      courses: seen.courses.map((match) => ({
        key: match.key,
        action: 'create',
        ref: match.ref,
        point: { latitude: 52.4, longitude: -3.9 },
      })),
      rounds: refs.map((r) => round(r, '2019-07-01', 85)),
      playedCourses: [],
      bucketList: [],
    });
    expect(response.status).toBe(200);
    expect(importChunkResponseSchema.parse(await response.json()).added).toMatchObject({
      courses: 14,
      rounds: 14,
    });
    const after = await preview(cookie, draftWith({ rounds: [round(pebble, '2019-07-02', 85)] }));
    expect(after.coursesLeftToday).toBe(300);

    // The golfer's daily ten for courses added by hand is untouched by the import, and still holds.
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const created = await post('/api/courses', cookie, {
        name: `Hand Made ${index} ${Date.now()}`,
        city: town,
        country: 'Wales',
      });
      statuses.push(created.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('marks courses played without a round, leaves a mark the golfer had, and undo takes only its own', async () => {
    const { cookie } = await signIn(freshEmail());
    // The golfer marked Pebble Beach before the import: the import leaves that mark alone.
    const own = await apiFetch('/api/played-courses/pebble-beach-golf-links', {
      method: 'PUT',
      cookie,
      body: { year: 2015 },
    });
    expect(own.status).toBe(201);
    const draft = draftWith({
      source: 'thegrint',
      playedCourses: [
        {
          course: bethpageBlack,
          year: null,
          before2000: true,
          note: 'Played 3 times, average 96 (TheGrint)',
        },
        { course: pebble, year: 2019, before2000: false, note: null },
      ],
    });
    const seen = await preview(cookie, draft);
    const batch = importBatchSchema.parse(
      await (await post('/api/imports', cookie, { source: 'thegrint', label: 'ranking' })).json(),
    );
    const courses = seen.courses.map((match) => ({
      key: match.key,
      action: 'use' as const,
      courseId: match.course?.id ?? '',
    }));
    const added = importChunkResponseSchema.parse(
      await (
        await post(`/api/imports/${batch.id}/items`, cookie, {
          courses,
          rounds: [],
          playedCourses: draft.playedCourses,
          bucketList: [],
        })
      ).json(),
    );
    expect(added.added).toMatchObject({ playedCourses: 1, duplicates: 1 });
    const marks = async () =>
      JSON.stringify(await (await apiFetch('/api/played-courses', { cookie })).json());
    expect(await marks()).toContain('Played 3 times');
    expect(
      undoImportResponseSchema.parse(await (await post(`/api/imports/${batch.id}/undo`, cookie, {})).json()),
    ).toMatchObject({ remaining: 0 });
    const after = await marks();
    expect(after).not.toContain('Played 3 times');
    expect(after).toContain('pebble-beach-golf-links');
  });

  it("answers 404 for another golfer's import, to chunks and undo alike", async () => {
    const owner = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const batch = await startBatch(owner.cookie);
    const body = { courses: [], rounds: [], playedCourses: [], bucketList: [] };
    const chunk = await post(`/api/imports/${batch.id}/items`, other.cookie, body);
    expect(chunk.status).toBe(404);
    expect(JSON.stringify(await chunk.json())).toContain(IMPORT_BATCH_NOT_FOUND_MESSAGE);
    expect((await post(`/api/imports/${batch.id}/undo`, other.cookie, {})).status).toBe(404);
    expect((await post(`/api/imports/${batch.id}/finish`, other.cookie, {})).status).toBe(404);
    const mine = await (await apiFetch('/api/imports', { cookie: other.cookie })).json();
    expect(mine.imports).toEqual([]);
  });
});
