import { ulid } from 'ulid';
import {
  courseRefKey,
  MISSING_RESOLUTION_MESSAGE,
  type CourseResolution,
  type ImportBatch,
  type ImportChunkRequest,
  type ImportCounts,
} from '#shared/imports/import-api';
import type { CourseRef } from '#shared/imports/import-draft';
import { newCourseFor, newCourseProblem } from '#shared/imports/new-course';
import { roundImportKey } from '#shared/rounds/round-import-key';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { timeZoneAt } from '../lib/time-zone';
import { addBucketEntry } from '../bucket-list/bucket-list-repository';
import {
  CourseNameTaken,
  createCourse,
  getCourseItemsByIds,
  getNameClaimOwner,
} from '../courses/courses-repository';
import { buildCustomCourse } from '../courses/custom-course';
import { listTeeSets } from '../courses/tee-sets/tee-set-reads';
import { BadRequestError, Conflict } from '../lib/errors';
import { buildStoredRound } from '../rounds/build-round';
import { importedRoundId } from '../rounds/import/import-round-id';
import { writeRound } from '../rounds/write/write-round';
import { existingRoundKeys } from './existing-rounds';
import { getSeenCourses, putBatchItem, putSeenCourse } from './import-batch-repository';
import { importedScorecard, roundWithCard } from './imported-card';
import { markImportedPlayed } from './played-marks';

/**
 * One chunk of an import batch (docs/product-rules.md#importing-your-golf): its courses resolved (chosen ones
 * checked, new ones created once: the course chosen for a file's course is remembered, so a chunk sent again
 * after a failure finds the course it created), then its rounds written one by one through the round writer,
 * its played marks and bucket-list entries. Everything the chunk adds is recorded in the batch. A round that
 * is already there (its id is derived from the file's round, or the golfer has the same course, date, score
 * and holes) is skipped and counted as a duplicate, so a chunk sent twice, or a file imported twice, adds
 * nothing. Nothing is written before every course of the chunk is known to be usable (else 400).
 */
export async function commitChunk(
  userId: string,
  batch: ImportBatch,
  chunk: ImportChunkRequest,
): Promise<ImportCounts> {
  const added: ImportCounts = { rounds: 0, playedCourses: 0, bucketList: 0, courses: 0, duplicates: 0 };
  const resolutions = new Map(chunk.courses.map((resolution) => [resolution.key, resolution]));
  const needed = new Map<string, CourseRef>();
  for (const item of [...chunk.rounds, ...chunk.playedCourses, ...chunk.bucketList]) {
    needed.set(courseRefKey(batch.source, item.course), item.course);
  }
  for (const [key, ref] of needed) {
    const resolution = resolutions.get(key);
    if (!resolution) throw new BadRequestError(`${MISSING_RESOLUTION_MESSAGE} (${ref.name})`);
    if (resolution.action === 'create') {
      const problem = newCourseProblem(newCourseFor(resolution.ref));
      if (problem) throw new BadRequestError(`${resolution.ref.name}: ${problem}`);
    }
  }
  const chosen = [...resolutions.values()].filter(
    (resolution): resolution is Extract<CourseResolution, { action: 'use' }> =>
      resolution.action === 'use' && needed.has(resolution.key),
  );
  const items = await getCourseItemsByIds(
    [...new Set(chosen.map((resolution) => resolution.courseId))],
    ['id', 'par', 'name'],
  );
  for (const resolution of chosen) {
    if (!items.has(resolution.courseId)) {
      throw new BadRequestError(
        `The course chosen for ${needed.get(resolution.key)?.name ?? 'a course'} is no longer in Fescue. Choose another in the preview.`,
      );
    }
  }

  const courseIdByKey = new Map<string, string>();
  const seen = await getSeenCourses(userId, [...needed.keys()]);
  for (const [key] of needed) {
    const resolution = resolutions.get(key);
    if (!resolution) continue;
    if (resolution.action === 'use') {
      courseIdByKey.set(key, resolution.courseId);
      if (seen.get(key) !== resolution.courseId) await putSeenCourse(userId, key, resolution.courseId);
      continue;
    }
    const created = await createImportedCourse(userId, batch.id, resolution, seen.get(key));
    courseIdByKey.set(key, created.courseId);
    if (created.created) added.courses += 1;
  }
  const pars = await getCourseItemsByIds([...new Set(courseIdByKey.values())], ['par']);
  const courseIdOf = (ref: CourseRef) => courseIdByKey.get(courseRefKey(batch.source, ref)) ?? '';

  const teeSetsByCourse = new Map<string, Awaited<ReturnType<typeof listTeeSets>>>();
  const teeSetsOf = async (courseId: string) => {
    const known = teeSetsByCourse.get(courseId);
    if (known) return known;
    const teeSets = await listTeeSets(courseId);
    teeSetsByCourse.set(courseId, teeSets);
    return teeSets;
  };

  const existing = await existingRoundKeys(userId, chunk.rounds);
  for (const original of chunk.rounds) {
    const courseId = courseIdOf(original.course);
    const carded = roundWithCard(
      original,
      original.card ? importedScorecard(original.card, await teeSetsOf(courseId)) : null,
    );
    const imported = { ...original, score: carded.score, holes: carded.holes };
    const key = roundImportKey({ courseId, ...imported });
    if (existing.has(key)) {
      added.duplicates += 1;
      continue;
    }
    existing.add(key);
    const idKey = imported.sourceId ? `${batch.source}:${imported.sourceId}` : key;
    const par = pars.get(courseId)?.par;
    const round = buildStoredRound(
      {
        id: importedRoundId(userId, idKey, imported.playedAt),
        userId,
        courseId,
        score: imported.score,
        holes: imported.holes,
        par: imported.par ?? undefined,
        playedAt: imported.playedAt,
        notes: imported.notes,
        scorecard: carded.scorecard,
        importBatchId: batch.id,
      },
      { coursePar: typeof par === 'number' ? par : 72 },
    );
    try {
      await writeRound(undefined, round);
      added.rounds += 1;
    } catch (error) {
      // The round is there already: this chunk was sent before (a retry), or the file imported before.
      if (!(error instanceof Conflict)) throw error;
      added.duplicates += 1;
    }
  }

  for (const played of chunk.playedCourses) {
    const created = await markImportedPlayed(userId, batch.id, courseIdOf(played.course), played);
    if (created) added.playedCourses += 1;
    else added.duplicates += 1;
  }

  for (const entry of chunk.bucketList) {
    const courseId = courseIdOf(entry.course);
    const { created } = await addBucketEntry(userId, { courseId, notes: entry.notes, priority: 5 });
    if (!created) {
      added.duplicates += 1;
      continue;
    }
    await putBatchItem(userId, batch.id, { kind: 'bucket', itemId: courseId });
    added.bucketList += 1;
  }
  return added;
}

/**
 * The course for a file's course the golfer chose to create: the one created for it before (a chunk sent
 * again), else the course that holds its name in its town, else a new custom course at the gazetteer's point
 * for its town (approximate, as the preview said), which counts against the imports' own allowance
 * (IMPORT_COURSES_PER_BATCH_LIMIT, IMPORT_COURSES_PER_DAY_LIMIT), not the golfer's daily ten.
 */
async function createImportedCourse(
  userId: string,
  batchId: string,
  resolution: Extract<CourseResolution, { action: 'create' }>,
  seenId: string | undefined,
): Promise<{ courseId: string; created: boolean }> {
  if (seenId && (await getCourseItemsByIds([seenId], ['id'])).has(seenId)) {
    return { courseId: seenId, created: false };
  }
  const wanted = newCourseFor(resolution.ref);
  const input = createCourseSchema.parse({
    name: wanted.name,
    city: wanted.city,
    state: wanted.state,
    country: wanted.country,
  });
  const owner = await getNameClaimOwner(input.name, input.city);
  if (owner) {
    await putSeenCourse(userId, resolution.key, owner);
    return { courseId: owner, created: false };
  }
  const now = new Date();
  const course = buildCustomCourse(input, { id: ulid(), userId, now: now.toISOString() });
  if (resolution.point) {
    course.latitude = resolution.point.latitude;
    course.longitude = resolution.point.longitude;
    course.placement = { method: 'city', place: input.city };
    course.timeZone = timeZoneAt(course.latitude, course.longitude, 'city');
  }
  try {
    await createCourse(course, { userId, now, importBatchId: batchId });
  } catch (error) {
    if (!(error instanceof CourseNameTaken)) throw error;
    await putSeenCourse(userId, resolution.key, error.existingCourseId);
    return { courseId: error.existingCourseId, created: false };
  }
  await putBatchItem(userId, batchId, { kind: 'course', itemId: course.id });
  await putSeenCourse(userId, resolution.key, course.id);
  return { courseId: course.id, created: true };
}
