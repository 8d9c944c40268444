import * as z from 'zod';

/**
 * Courses from open datasets (docs/product-rules.md#open-course-data): OpenGolfAPI's CSV and OpenStreetMap's
 * `leisure=golf_course` features, both under the Open Database License, which asks for attribution wherever
 * the data is shown. A course that uses any of their facts carries `openData`: where each imported fact came
 * from, the sources' ids (an import keyed by them updates instead of duplicating) and the club it belongs to.
 */
export const OPEN_DATA_SOURCES = ['openstreetmap', 'opengolfapi'] as const;
export type OpenDataSource = (typeof OPEN_DATA_SOURCES)[number];

export const OPEN_DATA_SOURCE_NAMES: Readonly<Record<OpenDataSource, string>> = {
  openstreetmap: 'OpenStreetMap contributors',
  opengolfapi: 'OpenGolfAPI',
};

/** The attribution line a course page shows for the sources its facts came from. */
export function openDataAttribution(sources: readonly OpenDataSource[]): string {
  const names = OPEN_DATA_SOURCES.filter((source) => sources.includes(source)).map(
    (source) => OPEN_DATA_SOURCE_NAMES[source],
  );
  return `Course data © ${names.join(' / ')}, ODbL`;
}

/** The facts an import may fill; a curated fact is never replaced, only a missing one filled. */
export const OPEN_DATA_FACTS = [
  'latitude',
  'longitude',
  'par',
  'yardage',
  'architectYear',
  'holes',
  'holePars',
  'website',
  'phone',
  'address',
  'postalCode',
] as const;
export type OpenDataFact = (typeof OPEN_DATA_FACTS)[number];

export const openDataSchema = z.object({
  /** The open-data records this course is, by source: `opengolfapi:123`, `openstreetmap:way/456`. */
  sourceIds: z.array(z.string()),
  /** For each fact an import filled, the source it came from (facts absent here are the course's own). */
  factSources: z.partialRecord(z.enum(OPEN_DATA_FACTS), z.enum(OPEN_DATA_SOURCES)),
  /** The facility the course belongs to: a 36-hole club is two courses with the same club. */
  club: z.object({ key: z.string(), name: z.string() }).nullable(),
  holes: z.number().int().nullable(),
  /** Par of each hole in order, where the source has them (tee sets take them as their holes' par). */
  holePars: z.array(z.number().int().min(2).max(7)).nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type OpenData = z.infer<typeof openDataSchema>;

/** The sources a course's open data came from, for its attribution. */
export function openDataSourcesOf(openData: OpenData): OpenDataSource[] {
  return OPEN_DATA_SOURCES.filter((source) => openData.sourceIds.some((id) => id.startsWith(`${source}:`)));
}
