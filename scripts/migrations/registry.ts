import { createHash } from 'node:crypto';
import type { CatalogEntry } from '../../functions/courses/catalog/catalog-entry-schema';
import { loadCatalog } from '../../functions/courses/catalog/load-catalog';
import { geohashPartitions, recountGeoPartition } from '../../functions/courses/geo-tallies';
import { reindexCourses } from '../../functions/courses/catalog/reindex-courses';
import { SEARCH_INDEX_VERSION } from '../../functions/courses/search/search-index';
import { setCuratedCount } from '../../functions/operations/catalog-sources';
import { addRankedCourseIds, listRankedCourseIds } from '../../functions/ratings/rankings-repository';
import { ACHIEVEMENT_DATES_MIGRATION, redateGolferAchievements } from './achievement-dates';
import { copyAllFiguresToGeoEntries } from './geo-figures';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { PASSPORT_TOTALS_MIGRATION, rebuildGolferPassportTotals } from './passport-totals';
import { migratePhotoKeys } from './photo-keys';
import { migrateRatingScale } from './rating-scale';
import type { Migration, MigrationContext } from './runner';
import { forEachGolfer } from './scan-profiles';
import { rebuildGolferScoreCounters, SCORE_COUNTERS_PAR_MIGRATION } from './score-counters-par';

/**
 * Every deploy-time migration, in the order they must run (docs/operations.md, "Deploy-time migrations").
 * Append new ones at the end; never rename or reorder one that has shipped: the ledger knows them by name.
 *
 * The catalog seed is named by its content (`catalog-seed-<hash>`): an edited catalog, or a search index the
 * code now builds differently, is a new entry in the ledger and loads once; an unchanged one is skipped.
 */
export function catalogSeedName(entries: readonly CatalogEntry[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(entries))
    .update(`search-index-${SEARCH_INDEX_VERSION}`)
    .digest('hex');
  return `catalog-seed-${hash.slice(0, 12)}`;
}

/** A per-golfer migration that older deployments may have run by hand: their marker counts as done. */
function perGolfer(name: string, each: (userId: string) => Promise<unknown>, before?: () => Promise<void>) {
  return {
    name,
    async run(context: MigrationContext) {
      if (await migrationCompleted(name)) {
        context.log('completed before the ledger (its marker is in the table)');
        return 'done' as const;
      }
      if (!context.cursor) await before?.();
      const outcome = await forEachGolfer(context, async (userId) => {
        await each(userId);
      });
      if (outcome === 'done') await markMigrationCompleted(name, {});
      return outcome;
    },
  } satisfies Migration;
}

export interface MigrationSources {
  /** The seed catalog's entries (read from the repository locally, from the Lambda's data files in AWS). */
  catalogEntries: () => Promise<CatalogEntry[]>;
  /** Whether a photos bucket is configured (the photo-key migration needs it). */
  photos: boolean;
}

export async function deployMigrations(sources: MigrationSources): Promise<Migration[]> {
  const entries = await sources.catalogEntries();
  const passportCourses = new Map<string, Record<string, unknown> | undefined>();
  return [
    {
      name: 'rating-scale-10',
      async run(context) {
        const result = await migrateRatingScale();
        context.count(result.converted);
        return 'done';
      },
    },
    perGolfer(SCORE_COUNTERS_PAR_MIGRATION, rebuildGolferScoreCounters),
    {
      name: catalogSeedName(entries),
      async run(context) {
        const loaded = await loadCatalog(entries, { mode: 'sync' });
        context.count(loaded.written);
        await setCuratedCount(loaded.total);
        context.log(`${loaded.total} courses, ${loaded.written} written, ${loaded.unchanged} unchanged`);
        const reindexed = await reindexCourses();
        if (reindexed.ran) context.log(`search index rebuilt for ${reindexed.rewritten} other courses`);
        return 'done';
      },
    },
    // After the catalog load: the rebuild copies each linked course's facts onto the golfer's link.
    perGolfer(
      PASSPORT_TOTALS_MIGRATION,
      (userId) => rebuildGolferPassportTotals(userId, passportCourses),
      async () => addRankedCourseIds(await listRankedCourseIds()),
    ),
    // After the digests are rebuilt: unlocks stored before they were dated in the order played.
    perGolfer(ACHIEVEMENT_DATES_MIGRATION, redateGolferAchievements),
    // After the catalog load and the reindex: the trip planner's geo tallies counted from the geo entries.
    {
      name: 'geo-tallies',
      async run(context) {
        let courses = 0;
        for (const partition of geohashPartitions()) courses += await recountGeoPartition(partition);
        context.count(courses);
        return 'done';
      },
    },
    {
      name: 'photo-keys-opaque',
      async run(context) {
        if (!sources.photos)
          throw new Error('PHOTOS_BUCKET is not set: the photo-key migration needs the bucket');
        const result = await migratePhotoKeys();
        context.count(result.moved + result.orphansDeleted);
        return 'done';
      },
    },
    // After the catalog load and the reindex: the community figures the trip planner sorts by, on the geo
    // entries.
    {
      name: 'geo-entry-figures',
      async run(context) {
        context.count(await copyAllFiguresToGeoEntries());
        return 'done';
      },
    },
  ];
}
