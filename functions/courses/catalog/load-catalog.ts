import { batchWrite, type BatchRequest } from '../../data/batch-write';
import { addToCommunityCounters } from '../../community/community-counters';
import {
  architectNames,
  courseIndexOf,
  courseItem,
  nameClaimItem,
  searchEntryItems,
  storedIndexOf,
  type StoredCourse,
} from '../course-items';
import {
  architectAddition,
  architectRemoval,
  getCourseItemsByIds,
  getNameClaimOwners,
  updateArchitect,
} from '../courses-repository';
import { courseKeys } from '../../data/keys/course-keys';
import { recountGeoTallies, tallyCellsOfGeoKeys } from '../geo-tallies';
import { refreshGeoFiguresOf } from '../../ratings/geo-figures';
import {
  catalogContentHash,
  catalogEntryToCourse,
  featuredRanks,
  type CatalogEntryInput,
} from './catalog-course';
import { runWithConcurrency } from '../../lib/run-with-concurrency';
import { catalogListsOf, type CatalogListRef } from '#shared/collections/membership';
import { listMemberItem } from '../../collections/catalog-list-items';
import { recountCatalogList } from '../../collections/catalog-lists-repository';
import { collectionKeys } from '../../data/keys/collection-keys';

export interface CatalogLoadResult {
  /** Courses written (new, or changed since the last load). */
  written: number;
  /** Courses already stored as they are in the entries: left untouched. */
  unchanged: number;
  total: number;
  /** Slugs whose name and city were already claimed by another course: written without the claim. */
  nameClaimedElsewhere: string[];
}

export interface CatalogLoadOptions {
  /**
   * 'sync' (the seed): every course is made to match its entry, featured clubs included; unchanged ones are
   * skipped by their content hash. 'add-missing' (the US import): only courses not stored yet are written,
   * so an import never undoes what a full load decided.
   */
  mode: 'sync' | 'add-missing';
  /** Course transactions in flight at once. */
  concurrency?: number;
}

const READ_CHUNK = 100;
const PREVIOUS_FIELDS = [
  'contentHash',
  'createdAt',
  'updatedAt',
  'searchKeys',
  'identityKey',
  'architectKeys',
  'collectionKeys',
] as const;

interface PendingCourse {
  course: StoredCourse;
  previous: Record<string, unknown> | undefined;
  contentHash: string;
  featuredRank: number | undefined;
}

/**
 * Writes catalog entries as courses with all their items, idempotently: one batched read per 100 courses
 * finds what is stored, and only new or changed courses are written. Bulk writes (not one transaction per
 * course) keep a first load of the whole catalog within seconds; they are ordered so that a load cut short
 * is finished by the next one: companions first (search entries, claims, architect sets: all replayable),
 * the course item with its content hash last, so a course only counts as loaded once everything is there.
 */
export async function loadCatalog(
  entries: readonly CatalogEntryInput[],
  options: CatalogLoadOptions,
): Promise<CatalogLoadResult> {
  const ranks = options.mode === 'sync' ? featuredRanks(entries) : new Map<string, number>();
  const result: CatalogLoadResult = {
    written: 0,
    unchanged: 0,
    total: entries.length,
    nameClaimedElsewhere: [],
  };
  const now = new Date().toISOString();
  const pending: PendingCourse[] = [];

  for (let start = 0; start < entries.length; start += READ_CHUNK) {
    const chunk = entries.slice(start, start + READ_CHUNK);
    const stored = await getCourseItemsByIds(
      chunk.map((entry) => entry.slug),
      PREVIOUS_FIELDS,
    );
    for (const entry of chunk) {
      const previous = stored.get(entry.slug);
      const featuredRank = ranks.get(entry.slug);
      const course = catalogEntryToCourse(entry, {
        createdAt: typeof previous?.createdAt === 'string' ? previous.createdAt : now,
        updatedAt: now,
      });
      const contentHash = catalogContentHash(course, featuredRank);
      if (previous && (options.mode === 'add-missing' || previous.contentHash === contentHash)) {
        result.unchanged += 1;
      } else {
        pending.push({ course, previous, contentHash, featuredRank });
      }
    }
  }
  if (pending.length === 0) return result;

  const concurrency = options.concurrency ?? 8;
  const owners = await getNameClaimOwners(
    pending.flatMap(({ course, previous }) => [
      courseIndexOf(course).identityKey,
      ...(previous ? [storedIndexOf(previous).identityKey] : []),
    ]),
  );
  const companions: BatchRequest[] = [];
  const additions = new Map<string, { name: string; ids: string[] }>();
  const removals = new Map<string, string[]>();
  const touchedLists = new Map<string, CatalogListRef | undefined>();
  const touchedTallies = new Set<string>();
  for (const { course, previous } of pending) {
    const next = courseIndexOf(course);
    const old = previous ? storedIndexOf(previous) : undefined;
    const owner = owners.get(next.identityKey);
    // A golfer's custom course took this name first: the catalog course still loads, findable by id and words.
    if (owner && owner !== course.id) result.nameClaimedElsewhere.push(course.id);
    else companions.push({ PutRequest: { Item: nameClaimItem(course) } });
    // The old name's claim is released only while it is still this course's.
    if (
      old?.identityKey &&
      old.identityKey !== next.identityKey &&
      owners.get(old.identityKey) === course.id
    ) {
      companions.push({ DeleteRequest: { Key: courseKeys.nameClaim(old.identityKey) } });
    }
    const entries = searchEntryItems(course);
    for (const cell of tallyCellsOfGeoKeys([
      ...entries.map((entry) => String(entry.sk)),
      ...(old?.searchKeys ?? []),
    ]))
      touchedTallies.add(cell);
    const kept = new Set(entries.map((entry) => `${String(entry.pk)}|${String(entry.sk)}`));
    for (const entry of entries) companions.push({ PutRequest: { Item: entry } });
    for (const sk of old?.searchKeys ?? []) {
      const key = courseKeys.searchEntryFromSortKey(sk);
      if (!kept.has(`${key.pk}|${key.sk}`)) companions.push({ DeleteRequest: { Key: key } });
    }
    // The catalog lists (docs/data-model.md, "Collections"): members like search entries; the touched
    // lists' counts are counted again once the members are written (replayable, as the rest of a load).
    const lists = catalogListsOf(course);
    for (const list of lists) {
      companions.push({ PutRequest: { Item: listMemberItem(list, course) } });
      touchedLists.set(list.id, list);
    }
    for (const listId of old?.collectionKeys ?? []) {
      if (lists.some((list) => list.id === listId)) continue;
      companions.push({ DeleteRequest: { Key: collectionKeys.member(listId, course.id) } });
      if (!touchedLists.has(listId)) touchedLists.set(listId, undefined);
    }
    const names = architectNames(course);
    for (const [key, name] of names) {
      const addition = additions.get(key) ?? { name, ids: [] };
      addition.ids.push(course.id);
      additions.set(key, addition);
    }
    for (const key of old?.architectKeys ?? []) {
      if (!names.has(key)) removals.set(key, [...(removals.get(key) ?? []), course.id]);
    }
  }

  await batchWrite(companions, concurrency);
  await runWithConcurrency(
    [
      ...[...additions].map(
        ([key, { name, ids }]) =>
          () =>
            updateArchitect(architectAddition(key, name, ids)),
      ),
      ...[...removals].map(
        ([key, ids]) =>
          () =>
            updateArchitect(architectRemoval(key, ids)),
      ),
    ],
    concurrency,
  );
  // The geo tallies of the cells whose entries moved, counted again (replayable, as the lists below).
  await recountGeoTallies(touchedTallies, concurrency);
  await runWithConcurrency(
    [...touchedLists].map(
      ([listId, list]) =>
        () =>
          recountCatalogList(listId, list),
    ),
    concurrency,
  );
  await batchWrite(
    pending.map(({ course, contentHash, featuredRank }) => ({
      PutRequest: {
        Item: courseItem(course, { contentHash, ...(featuredRank === undefined ? {} : { featuredRank }) }),
      },
    })),
    concurrency,
  );
  result.written = pending.length;
  // The geo entries written again lost the community figures they carry: copied back from the aggregates
  // (functions/ratings/geo-figures.ts), once the course items name the new entries.
  await refreshGeoFiguresOf(
    pending.flatMap(({ course, previous }) => (previous ? [course.id] : [])),
    concurrency,
  );
  // The community's course count (docs/product-rules.md#community-and-events): the courses this load created.
  await addToCommunityCounters({ courses: pending.filter(({ previous }) => !previous).length });
  return result;
}
