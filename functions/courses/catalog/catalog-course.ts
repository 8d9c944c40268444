import { championshipStanding } from '#shared/courses/championships';
import { createHash } from 'node:crypto';
import { courseIndexOf, type StoredCourse } from '../course-items';
import { searchDocument } from '../search/search-index';
import type { CatalogEntry } from './catalog-entry-schema';
import { placeLine } from '#shared/geo/place-line';
import { isHistoricCourse } from '#shared/passport/course-facts';
import { timeZoneAt } from '../../lib/time-zone';

/** A catalog entry as written in the JSON files: the schema's defaults may be left out. */
export type CatalogEntryInput = Omit<CatalogEntry, 'settings' | 'championships'> &
  Partial<Pick<CatalogEntry, 'settings' | 'championships'>>;

/** How many clubs Club Profiles shows. */
export const FEATURED_COUNT = 12;

/** "City, State, Country" from the parts present. */
export function locationLabel(city: string, state: string | null, country: string): string {
  return placeLine(city, state, country);
}

/** A catalog course: its slug is its id (stable across loads); timestamps are set by the loader. */
export function catalogEntryToCourse(
  entry: CatalogEntryInput,
  timestamps: { createdAt: string; updatedAt: string },
): StoredCourse {
  const courseRating = entry.courseRating ?? null;
  return {
    id: entry.slug,
    name: entry.name,
    location: locationLabel(entry.city, entry.state, entry.country),
    city: entry.city,
    state: entry.state,
    country: entry.country,
    par: entry.par,
    yardage: entry.yardage,
    courseType: entry.courseType,
    latitude: entry.latitude,
    longitude: entry.longitude,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: courseRating ?? 0,
    courseRating,
    slopeRating: entry.slopeRating ?? 113,
    exclusivityRating: entry.exclusivityRating,
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'catalog',
    description: entry.description,
    architect: entry.architects.join(', '),
    architects: entry.architects,
    architectYear: entry.architectYear,
    // Only where the entry has one: courses without it stay unchanged in the table.
    ...(entry.yearText ? { yearText: entry.yearText } : {}),
    // Historic is one rule over the entry's year and championships (shared/passport/course-facts.ts).
    settings: withHistoric(entry),
    championships: entry.championships ?? [],
    teeData: null,
    createdBy: null,
    ...timestamps,
    // A catalog position is a checked point unless its entry says otherwise (coordinate-checks.json); the
    // slope is the default 113 where none is published.
    placement: { method: entry.positionChecked === false ? 'unchecked' : 'exact', place: null },
    defaultedFigures: entry.slopeRating == null ? ['slopeRating'] : [],
    timeZone: timeZoneAt(entry.latitude, entry.longitude),
  };
}

function withHistoric(entry: CatalogEntryInput): string[] {
  const settings: string[] = [...(entry.settings ?? [])];
  const historic = isHistoricCourse({
    architectYear: entry.architectYear,
    championships: entry.championships ?? [],
  });
  return historic && !settings.includes('historic') ? [...settings, 'historic'] : settings;
}

/**
 * The featured clubs (Club Profiles): the storied venues, ranked by editions of the majors and the Ryder Cup
 * they hosted, then by everything they hosted, then the most exclusive, then by name. Rank 0 is shown first.
 */
export function featuredRanks(
  entries: readonly CatalogEntryInput[],
  count = FEATURED_COUNT,
  thisYear = new Date().getUTCFullYear(),
): Map<string, number> {
  const ranked = entries
    .map((entry) => ({ entry, standing: championshipStanding(entry.championships ?? [], thisYear) }))
    .filter(({ standing }) => standing.all > 0)
    .sort(
      (a, b) =>
        b.standing.majors - a.standing.majors ||
        b.standing.all - a.standing.all ||
        b.entry.exclusivityRating - a.entry.exclusivityRating ||
        a.entry.name.localeCompare(b.entry.name),
    )
    .slice(0, count);
  return new Map(ranked.map(({ entry }, rank) => [entry.slug, rank]));
}

/** Bumped when the items a course is stored as change shape, so the next load rewrites every course. */
const STORAGE_VERSION = 2;

/**
 * What decides whether a stored catalog course is current: its content and its featured rank, not its
 * timestamps, and what is derived from them for its companions (search words and their keys, name identity,
 * architect keys). A change to normalisation or to the search entries' keys thus rewrites exactly the courses
 * it touches on the next load, which deletes their old entries by the keys the course item remembers.
 */
export function catalogContentHash(course: StoredCourse, featuredRank: number | undefined): string {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...content } = course;
  const derived = { index: courseIndexOf(course), search: searchDocument(course) };
  return createHash('sha256')
    .update(JSON.stringify({ STORAGE_VERSION, content, featuredRank: featuredRank ?? null, derived }))
    .digest('base64url');
}
