import tables from './centroid-tables.json';

/** A place's centre: latitude, longitude. */
export type Point = readonly [number, number];

export interface CentroidTables {
  /** Golf cities, keyed "city|country" (normalised). */
  cities: Readonly<Record<string, Point>>;
  /** US states by two-letter code (lower case): name, latitude, longitude. */
  usStates: Readonly<Record<string, readonly [string, number, number]>>;
}

/**
 * The centres shared/geo/centroids.ts places a course by (shared/geo/centroid-tables.json). This is the module
 * the browser, the tests and the local stack get for `#shared/geo/centroid-tables`; the Lambda bundles get
 * functions/lib/geo/centroid-tables-on-use.ts instead (package.json "imports", condition `fescue-lambda`),
 * which reads the same file beside the bundle on first use.
 */
export function centroidTables(): CentroidTables {
  return tables as unknown as CentroidTables;
}
