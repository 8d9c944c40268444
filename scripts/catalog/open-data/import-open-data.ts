import { createHash } from 'node:crypto';
import {
  openDataSchema,
  type OpenData,
  type OpenDataFact,
  type OpenDataSource,
} from '#shared/courses/open-data';
import { normalizeText } from '#shared/courses/normalize';
import { placeLine } from '#shared/geo/place-line';
import { slugOfName } from '#shared/map/course-points';
import { DEFAULT_SLOPE } from '#shared/schemas/course';
import { addToCommunityCounters } from '../../../functions/community/community-counters';
import {
  courseIndexOf,
  courseItem,
  nameClaimItem,
  searchEntryItems,
  storedIndexOf,
  toStoredCourse,
  type StoredCourse,
} from '../../../functions/courses/course-items';
import {
  courseItemPages,
  getCourseItemsByIds,
  getNameClaimOwners,
} from '../../../functions/courses/courses-repository';
import { batchGet } from '../../../functions/data/batch-get';
import { batchWrite, type BatchRequest } from '../../../functions/data/batch-write';
import { courseKeys } from '../../../functions/data/keys/course-keys';
import { recountGeoTallies, tallyCellsOfGeoKeys } from '../../../functions/courses/geo-tallies';
import { refreshGeoFiguresOf } from '../../../functions/ratings/geo-figures';
import { OPEN_DATA_LINK_ENTITY, openDataKeys } from '../../../functions/data/keys/open-data-keys';
import { addToCatalogSources } from '../../../functions/operations/catalog-sources';
import { timeZoneAt } from '../../../functions/lib/time-zone';
import { findMatch, PlaceIndex, type Placed } from './matching';
import type { OpenCourseRecord } from './open-records';

/**
 * The operator's import of open course data (docs/product-rules.md#open-course-data, docs/operations.md
 * "Import open course data"). For each record, in this order:
 * 1. a record imported before (its source id's link) updates the course it became, where the file changed;
 * 2. else a stored course at the same place with an agreeing name (the curated catalog, golfers' courses,
 *    the other source's courses) is that course: the record fills its missing facts and is linked to it;
 * 3. else it becomes a new course (`sourceApi: 'opendata'`) with its club.
 * A curated or golfer's fact is never replaced: only facts the course lacks, or that this source gave it
 * before, are written, and `openData.factSources` records the source of each. A record whose name several
 * courses nearby contain (a club-level record beside its courses) is left out as ambiguous.
 *
 * Reads the whole catalog (gsi1 CATALOG Query) once to place it: an operator's script, never a request path.
 */
export interface OpenDataImportResult {
  created: number;
  /** Stored courses (curated, golfers', the other source's) the records matched, with gaps filled. */
  matched: number;
  /** Courses from an earlier import whose record changed. */
  updated: number;
  unchanged: number;
  /** Records that matched several courses' names nearby (left out, listed with the courses). */
  ambiguous: string[];
}

interface Known extends Placed {
  item: Record<string, unknown>;
}

const hashOf = (record: OpenCourseRecord) =>
  createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16);

/** Fills the course's missing facts from the record; a fact this source gave before follows the new file. */
export function fillGaps(
  course: StoredCourse,
  record: OpenCourseRecord,
): { course: StoredCourse; filled: OpenDataFact[] } {
  const openData: OpenData = course.openData ?? emptyOpenData();
  const factSources = { ...openData.factSources };
  const filled: OpenDataFact[] = [];
  const mayWrite = (fact: OpenDataFact, current: unknown) =>
    current === null || current === undefined || current === 0 || factSources[fact] === record.source;
  const next: StoredCourse = { ...course };
  const extras: Partial<OpenData> = {};
  const offer = (fact: OpenDataFact, current: unknown, value: unknown, apply: () => void) => {
    if (value === null || value === undefined || !mayWrite(fact, current)) return;
    if (current !== value) filled.push(fact);
    factSources[fact] = record.source;
    apply();
  };
  // A position and par are the course's identity on the map and its scorecard: filled only where missing.
  offer('latitude', course.latitude, record.latitude, () => (next.latitude = record.latitude));
  offer('longitude', course.longitude, record.longitude, () => (next.longitude = record.longitude));
  offer('par', course.par, record.par, () => (next.par = record.par ?? course.par));
  offer(
    'architectYear',
    course.architectYear,
    record.yearBuilt,
    () => (next.architectYear = record.yearBuilt),
  );
  offer('holes', openData.holes, record.holes, () => (extras.holes = record.holes));
  offer('holePars', openData.holePars, record.holePars, () => (extras.holePars = record.holePars));
  offer('website', openData.website, record.website, () => (extras.website = record.website));
  offer('phone', openData.phone, record.phone, () => (extras.phone = record.phone));
  offer('address', openData.address, record.address, () => (extras.address = record.address));
  offer('postalCode', openData.postalCode, record.postalCode, () => (extras.postalCode = record.postalCode));
  next.openData = openDataSchema.parse({
    ...openData,
    ...extras,
    sourceIds: [...new Set([...openData.sourceIds, record.sourceId])],
    factSources,
    club: openData.club ?? clubOf(record),
  });
  if (next.latitude !== course.latitude || next.longitude !== course.longitude) {
    next.timeZone =
      next.latitude !== null && next.longitude !== null ? timeZoneAt(next.latitude, next.longitude) : null;
  }
  return { course: next, filled };
}

function emptyOpenData(): OpenData {
  return {
    sourceIds: [],
    factSources: {},
    club: null,
    holes: null,
    holePars: null,
    website: null,
    phone: null,
    address: null,
    postalCode: null,
  };
}

function clubOf(record: OpenCourseRecord): OpenData['club'] {
  return {
    key: `${normalizeText(record.clubName)}@${record.latitude.toFixed(2)},${record.longitude.toFixed(2)}`,
    name: record.clubName,
  };
}

/** The id of a course an import creates: its name and its source's id, stable across versions of the file. */
export function openDataCourseId(record: OpenCourseRecord): string {
  const sourceKey = record.sourceId.replace(/^opengolfapi:/, 'oga-').replace(/^openstreetmap:/, 'osm-');
  return `${slugOfName(record.name).slice(0, 60)}-${slugOfName(sourceKey)}`;
}

/** A new course from a record: every fact it has is the source's. */
export function recordToCourse(record: OpenCourseRecord, now: string, createdAt = now): StoredCourse {
  const base: StoredCourse = {
    id: openDataCourseId(record),
    name: record.name,
    location: placeLine(record.city ?? '', record.state, record.country),
    city: record.city ?? '',
    state: record.state,
    country: record.country,
    par: 0,
    yardage: null,
    courseType: record.courseType ?? 'public',
    latitude: null,
    longitude: null,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: 0,
    courseRating: null,
    slopeRating: DEFAULT_SLOPE,
    exclusivityRating: 0,
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'opendata',
    description: null,
    architect: null,
    architects: [],
    architectYear: null,
    settings: [],
    championships: [],
    teeData: null,
    createdBy: null,
    createdAt,
    updatedAt: now,
    placement: { method: 'exact', place: null },
    defaultedFigures: ['slopeRating', 'exclusivityRating'],
    timeZone: null,
    openData: null,
  };
  const { course } = fillGaps(base, record);
  return { ...course, par: record.par ?? (record.holes === 9 ? 36 : 72) };
}

export async function importOpenData(
  records: readonly OpenCourseRecord[],
  o: { now?: Date; log?: (message: string) => void } = {},
): Promise<OpenDataImportResult> {
  const now = (o.now ?? new Date()).toISOString();
  const log = o.log ?? (() => undefined);
  const result: OpenDataImportResult = { created: 0, matched: 0, updated: 0, unchanged: 0, ambiguous: [] };

  const index = new PlaceIndex<Known>();
  const byId = new Map<string, Known>();
  for await (const items of courseItemPages()) {
    for (const item of items) {
      if (typeof item.latitude !== 'number' || typeof item.longitude !== 'number') continue;
      const known = {
        id: String(item.id),
        name: String(item.name),
        latitude: item.latitude,
        longitude: item.longitude,
        item,
      };
      index.add(known);
      byId.set(known.id, known);
    }
  }
  log(`${byId.size} stored courses placed for matching`);

  const links = new Map(
    (await batchGet(records.map((record) => openDataKeys.link(record.sourceId)))).map((link) => [
      String(link.sourceId),
      link,
    ]),
  );
  const linkedIds = [...new Set([...links.values()].map((link) => String(link.courseId)))].filter(
    (id) => !byId.has(id),
  );
  const linkedCourses = await getCourseItemsByIds(linkedIds);

  const writes: { course: StoredCourse; previous?: Record<string, unknown>; created: boolean }[] = [];
  const newLinks: BatchRequest[] = [];
  const created: Record<OpenDataSource, number> = { opengolfapi: 0, openstreetmap: 0 };
  const pending = new Map<string, StoredCourse>();

  for (const record of records) {
    const hash = hashOf(record);
    const link = links.get(record.sourceId);
    const linkedId = link ? String(link.courseId) : undefined;
    if (link && link.hash === hash) {
      result.unchanged += 1;
      continue;
    }
    const previous = linkedId
      ? pending.has(linkedId)
        ? undefined
        : (byId.get(linkedId)?.item ?? linkedCourses.get(linkedId))
      : undefined;
    let target: StoredCourse | undefined = linkedId ? pending.get(linkedId) : undefined;
    target ??= previous ? toStoredCourse(previous) : undefined;
    let kind: 'updated' | 'matched' | 'created';
    if (target) {
      kind = 'updated';
      if (target.sourceApi === 'opendata' && target.openData?.sourceIds[0] === record.sourceId) {
        // The course this record made: it follows the file (name and place included).
        target = {
          ...recordToCourse(record, now, target.createdAt),
          openData: fillGaps(target, record).course.openData,
        };
      } else {
        target = fillGaps(target, record).course;
      }
    } else {
      const found = findMatch({ ...record, id: '' }, index);
      if (found && 'ambiguous' in found) {
        result.ambiguous.push(
          `${record.sourceId} "${record.name}": ${found.ambiguous.map((c) => c.id).join(', ')}`,
        );
        continue;
      }
      if (found) {
        kind = 'matched';
        const base = pending.get(found.match.id) ?? toStoredCourse(found.match.item);
        target = fillGaps(base, record).course;
      } else {
        kind = 'created';
        target = recordToCourse(record, now);
        created[record.source] += 1;
        const known = {
          id: target.id,
          name: target.name,
          latitude: record.latitude,
          longitude: record.longitude,
          item: courseItem(target),
        };
        index.add(known);
        byId.set(known.id, known);
      }
    }
    target.updatedAt = now;
    result[kind] += 1;
    const first = !pending.has(target.id);
    pending.set(target.id, target);
    if (first)
      writes.push({
        course: target,
        previous: byId.get(target.id)?.item ?? linkedCourses.get(target.id),
        created: kind === 'created',
      });
    newLinks.push({
      PutRequest: {
        Item: {
          ...openDataKeys.link(record.sourceId),
          entity: OPEN_DATA_LINK_ENTITY,
          sourceId: record.sourceId,
          courseId: target.id,
          hash,
          importedAt: now,
        },
      },
    });
  }

  // Courses (with their search entries and name claims) first, links last: a run cut short is finished by
  // the next, since a record counts as imported only once its link holds its hash.
  const finals = writes.map((write) => ({ ...write, course: pending.get(write.course.id)! }));
  const owners = await getNameClaimOwners(finals.map(({ course }) => courseIndexOf(course).identityKey));
  const companions: BatchRequest[] = [];
  const touchedTallies = new Set<string>();
  for (const { course, previous } of finals) {
    const owner = owners.get(courseIndexOf(course).identityKey);
    if (!owner || owner === course.id) companions.push({ PutRequest: { Item: nameClaimItem(course) } });
    const entries = searchEntryItems(course);
    const oldKeys = previous ? storedIndexOf(previous).searchKeys : [];
    for (const cell of tallyCellsOfGeoKeys([...entries.map((entry) => String(entry.sk)), ...oldKeys]))
      touchedTallies.add(cell);
    const kept = new Set(entries.map((entry) => `${String(entry.pk)}|${String(entry.sk)}`));
    for (const entry of entries) companions.push({ PutRequest: { Item: entry } });
    for (const sk of oldKeys) {
      const key = courseKeys.searchEntryFromSortKey(sk);
      if (!kept.has(`${key.pk}|${key.sk}`)) companions.push({ DeleteRequest: { Key: key } });
    }
  }
  await batchWrite(companions);
  // The trip planner's geo tallies of the cells whose entries moved, counted again (functions/courses/geo-tallies.ts).
  await recountGeoTallies(touchedTallies);
  await batchWrite(
    finals.map(({ course, previous }) => ({
      PutRequest: {
        Item: {
          ...(previous ?? {}),
          ...courseItem(
            course,
            typeof previous?.contentHash === 'string' ? { contentHash: previous.contentHash } : {},
          ),
          ...(typeof previous?.featuredRank === 'number' ? { featuredRank: previous.featuredRank } : {}),
        },
      },
    })),
  );
  await batchWrite(newLinks);
  // The rewritten geo entries' community figures copied back from the aggregates (functions/ratings/geo-figures.ts).
  await refreshGeoFiguresOf(finals.flatMap(({ course, previous }) => (previous ? [course.id] : [])));
  await addToCatalogSources(created);
  await addToCommunityCounters({ courses: created.opengolfapi + created.openstreetmap });
  return result;
}
