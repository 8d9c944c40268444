import * as z from 'zod';

/**
 * GET /api/user/passport (docs/passport.md): every tile's figure of the Passport page and the lists behind
 * its dialogs, computed on the server from the golfer's rounds, bucket list and the catalog's facts
 * (shared/passport). Courses are sent once, in `courses`, and referred to by id everywhere else.
 */
const ids = z.array(z.string());

export const passportRoundSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  score: z.number(),
  par: z.number(),
  holes: z.number(),
  playedAt: z.string(),
  roundType: z.string(),
});
export type PassportRoundRef = z.infer<typeof passportRoundSchema>;

export const DESTINATION_STATUSES = ['played', 'wishlist'] as const;

/** A course the golfer has played or has on their bucket list: the card, the details dialog and the map. */
export const destinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  /** The course's type, or the latest round's override of it (roundCourseType). */
  courseType: z.string(),
  par: z.number(),
  yardage: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  architect: z.string().nullable(),
  architects: z.array(z.string()),
  architectYear: z.number().nullable(),
  exclusivityRating: z.number(),
  courseRating: z.number().nullable(),
  /** Null where only the default 113 is known (publishedSlope): Passport shows N/A as the course page does. */
  slopeRating: z.number().nullable(),
  /** The community Fescue Score (0 until 3 golfers rated it). */
  userRating: z.number(),
  imageUrl: z.string().nullable(),
  scorecardUrl: z.string().nullable(),
  description: z.string().nullable(),
  settings: z.array(z.string()),
  timeZone: z.string().nullable(),
  status: z.enum(DESTINATION_STATUSES),
  /** Played by the golfer's mark alone, with no round logged (docs/product-rules.md#played-without-a-round). */
  playedWithoutRound: z.boolean().default(false),
  roundCount: z.number(),
  lastPlayedAt: z.string().nullable(),
});
export type Destination = z.infer<typeof destinationSchema>;

const streakSchema = z.object({ length: z.number(), from: z.string().nullable(), to: z.string().nullable() });
const streakFiguresSchema = z.object({
  longest: streakSchema,
  /** How many streaks are as long as the longest (optional: a passport kept on a device before it was sent). */
  longestTimes: z.number().optional(),
  current: streakSchema,
});
const averageSchema = z.object({ average: z.number().nullable(), counted: z.number(), courseIds: ids });

export const passportSchema = z.object({
  /** The day the figures were computed for (current streaks end today or yesterday). */
  today: z.string(),
  courses: z.array(destinationSchema),
  rounds: z.object({
    total: z.number(),
    /** 18-hole rounds only, one decimal; null when there are none. */
    averageScore: z.number().nullable(),
    /** The 10 latest rounds; the dialog then says "... and N more rounds". */
    latest: z.array(passportRoundSchema),
  }),
  coursesPlayed: ids,
  countries: z.array(z.object({ country: z.string(), cities: z.array(z.string()), courseIds: ids })),
  citiesExplored: z.number(),
  cities: z.array(
    z.object({ city: z.string(), state: z.string().nullable(), country: z.string(), courseIds: ids }),
  ),
  states: z.array(z.object({ state: z.string(), country: z.string(), courseIds: ids })),
  bestScore: z.object({
    score: z.number().nullable(),
    /**
     * 9 only when the golfer has no 18-hole round (the label says "Best 9-hole Score"). Defaults to null so
     * that a passport the device kept from before this field (offline use) still parses.
     */
    holes: z
      .union([z.literal(9), z.literal(18)])
      .nullable()
      .default(null),
    rounds: z.array(passportRoundSchema),
  }),
  exclusivity: averageSchema,
  courseRating: averageSchema,
  slopeRating: averageSchema,
  top100: z.object({ listsLoaded: z.boolean(), courseIds: ids }),
  architects: z.array(z.object({ architect: z.string(), coursesPlayed: z.number() })),
  privateClubs: ids,
  bucketList: ids,
  tournamentRounds: z.array(passportRoundSchema),
  resort: ids,
  desert: ids,
  links: ids,
  coastal: ids,
  historic: ids,
  timeZones: z.array(
    z.object({ offset: z.string(), offsetMinutes: z.number(), zones: z.array(z.string()), courseIds: ids }),
  ),
  miles: z.object({
    miles: z.number(),
    kilometres: z.number(),
    home: z.object({
      latitude: z.number(),
      longitude: z.number(),
      source: z.enum(['home-course', 'profile-city', 'profile-region', 'default']),
      label: z.string(),
    }),
    coursesWithoutPosition: z.number(),
    trips: z.array(z.object({ courseId: z.string(), miles: z.number() })),
  }),
  venues: z.object({
    pgaTour: ids,
    usOpen: ids,
    pgaChampionship: ids,
    openChampionship: ids,
    ryderCup: ids,
    usAmateur: ids,
  }),
  records: z.object({
    years: z.array(z.object({ year: z.string(), rounds: z.number(), latest: z.array(passportRoundSchema) })),
    courses: z.array(z.object({ courseId: z.string(), rounds: z.number(), lastPlayedAt: z.string() })),
    /**
     * How many courses share the record (the list stops at 10), and how many days. Optional: a passport this
     * device kept before they were sent lacks them, and the tiles then count the ties in the list.
     */
    coursesAtTop: z.number().optional(),
    days: z.array(z.object({ day: z.string(), holes: z.number(), rounds: z.number(), courseIds: ids })),
    daysAtTop: z.number().optional(),
    consecutiveDays: streakFiguresSchema,
    consecutiveWeeks: streakFiguresSchema,
  }),
});
export type Passport = z.infer<typeof passportSchema>;

/** The golfer's own calendar day may be a day either side of UTC's (UTC-12 to UTC+14). */
const DAY_MS = 86_400_000;
export const PASSPORT_TODAY_MESSAGE = "today must be your calendar day as YYYY-MM-DD, within a day of UTC's";

/** Today's date where the golfer is (YYYY-MM-DD), so current streaks end on their day. */
export function localToday(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** GET /api/user/passport?today=YYYY-MM-DD (optional: UTC's day when absent). */
export const passportQuerySchema = z.object({
  today: z
    .string({ error: PASSPORT_TODAY_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PASSPORT_TODAY_MESSAGE })
    .refine(
      (day) => {
        const at = Date.parse(`${day}T12:00:00Z`);
        return Number.isFinite(at) && Math.abs(at - Date.now()) <= 1.5 * DAY_MS;
      },
      { error: PASSPORT_TODAY_MESSAGE },
    )
    .optional(),
});
