import * as z from 'zod';

/**
 * One course of the seed catalog that the team writes from public facts, never copied from a rating site:
 * names, places, coordinates, par, architects, years and championship history. No ranking order is recorded
 * here.
 */
export const CHAMPIONSHIP_EVENTS = [
  'us-open',
  'open-championship',
  'pga-championship',
  'masters',
  'ryder-cup',
  'us-amateur',
  'pga-tour',
  'players-championship',
  'presidents-cup',
  'walker-cup',
  'solheim-cup',
  'us-womens-open',
  'dp-world-tour',
  'other',
] as const;
export type ChampionshipEvent = (typeof CHAMPIONSHIP_EVENTS)[number];

export const COURSE_SETTINGS = [
  'links',
  'desert',
  'coastal',
  'mountain',
  'parkland',
  'heathland',
  'woodland',
] as const;

const year = z.number().int().min(1744).max(2060);

export const championshipSchema = z
  .object({
    event: z.enum(CHAMPIONSHIP_EVENTS),
    /** The tournament's own name where the event code is generic (pga-tour, dp-world-tour, other). */
    name: z.string().min(2).optional(),
    /** Years hosted (played or, for the future, awarded). */
    years: z.array(year).optional(),
    /** For a regular tour stop: the first year of an ongoing run, instead of listing every year. */
    since: year.optional(),
    until: year.optional(),
  })
  .refine((c) => (c.years && c.years.length > 0) || c.since !== undefined, {
    error: 'A championship needs years or since',
  })
  .refine((c) => !['pga-tour', 'dp-world-tour', 'other'].includes(c.event) || c.name, {
    error: 'pga-tour, dp-world-tour and other championships need the tournament name',
  });

export const catalogEntrySchema = z.object({
  /** Stable identity across loads: lower-case words joined by hyphens, unique in the catalog. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  city: z.string().min(2),
  /** US and Canada: the two-letter code (CA, ON); elsewhere the region or county, or null. */
  state: z.string().min(2).nullable(),
  country: z.string().min(3),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /**
   * Present (false) only where the position has not yet been matched to a published point for the club
   * (coordinate-checks.json says "unverified"); the course page then calls it approximate.
   */
  positionChecked: z.literal(false).optional(),
  par: z.number().int().min(54).max(76),
  yardage: z.number().int().min(2000).max(8500).nullable(),
  courseType: z.enum(['public', 'private', 'semi-private', 'resort']),
  architects: z.array(z.string().min(3)).min(1),
  /** The year the course opened (or the design year of the named architects' original work). */
  architectYear: year.nullable(),
  /**
   * Where no year is recorded because the course is older than its records: how roughly it is known
   * ("15th century" for the Old Course), shown instead of "Unknown".
   */
  yearText: z.string().min(4).max(40).optional(),
  exclusivityRating: z.number().min(1).max(10),
  courseRating: z.number().min(60).max(82).nullable().optional(),
  slopeRating: z.number().int().min(55).max(155).nullable().optional(),
  settings: z.array(z.enum(COURSE_SETTINGS)).default([]),
  description: z.string().min(20).max(600),
  championships: z.array(championshipSchema).default([]),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
