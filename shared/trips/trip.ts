// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';
import { courseIdParamSchema } from '../schemas/course-id';

/**
 * Trips (docs/product-rules.md#trips): a named plan of courses over a few days, with an optional lodging
 * point, that becomes a trip report once its last day has passed.
 */
export const TRIP_NAME_MAX = 80;
export const TRIP_NOTES_MAX = 2000;
export const TRIP_DAYS_MAX = 30;
export const TRIP_STOPS_MAX = 40;
export const TRIP_STOPS_PER_DAY_MAX = 4;
/** A golfer keeps at most this many trips (a counter kept with the trip writes). */
export const TRIPS_PER_GOLFER_MAX = 200;

export const TRIP_NOT_FOUND_MESSAGE = 'Trip not found';
export const TRIP_LIMIT_MESSAGE = `You can keep up to ${TRIPS_PER_GOLFER_MAX} trips: delete an old one first`;
export const TRIP_CHANGED_MESSAGE = 'This trip changed in another window. Reload it and try again.';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const tripIdParamSchema = z.object({
  id: z
    .string({ error: TRIP_NOT_FOUND_MESSAGE })
    .regex(ULID, { error: 'A trip id is 26 letters and digits' }),
});

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2027-05-14` })
    .trim()
    .pipe(z.iso.date({ error: `${label} must be a date like 2027-05-14` }));

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Each calendar day of a trip, first to last. */
export function tripDates(startDate: string, endDate: string): string[] {
  const days = Math.max(0, Math.min(TRIP_DAYS_MAX - 1, daysBetween(startDate, endDate)));
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return Array.from({ length: days + 1 }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

export const latitudeSchema = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, { error: 'Latitude must be between -90 and 90' })
  .max(90, { error: 'Latitude must be between -90 and 90' });
export const longitudeSchema = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, { error: 'Longitude must be between -180 and 180' })
  .max(180, { error: 'Longitude must be between -180 and 180' });

export const lodgingSchema = z.object({
  name: z
    .string({ error: 'Name the lodging' })
    .trim()
    .min(1, { error: 'Name the lodging' })
    .max(TRIP_NAME_MAX, { error: `The lodging's name must be ${TRIP_NAME_MAX} characters or fewer` }),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Lodging = z.infer<typeof lodgingSchema>;

/** One course on one day of the trip; the plan's order is the order of its stops. */
export const tripStopSchema = z.object({
  courseId: z
    .string({ error: 'Choose a course: the course id is missing' })
    .pipe(courseIdParamSchema.shape.id),
  date: isoDate('The day of a course'),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/** POST /api/trips and PUT /api/trips/{id}: the whole plan (reordering sends the stops in their new order). */
export const tripInputSchema = z
  .object({
    name: z
      .string({ error: 'Name the trip' })
      .trim()
      .min(1, { error: 'Name the trip' })
      .max(TRIP_NAME_MAX, { error: `A trip's name must be ${TRIP_NAME_MAX} characters or fewer` }),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    stops: z
      .array(tripStopSchema, { error: 'Stops must be a list of courses and days' })
      .max(TRIP_STOPS_MAX, { error: `A trip can have up to ${TRIP_STOPS_MAX} courses` })
      .default([]),
    lodging: lodgingSchema.nullable().default(null),
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(TRIP_NOTES_MAX, { error: `Notes must be ${TRIP_NOTES_MAX} characters or fewer` })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    /** Whether a shared trip report shows the rounds' photos (off unless the golfer chooses). */
    sharePhotos: z.boolean({ error: 'Share photos must be true or false' }).default(false),
    /** The trip as last read (PUT only): a save over a newer version answers 409 instead of losing it. */
    expectedUpdatedAt: z.string().max(40).nullable().optional(),
  })
  .superRefine((trip, ctx) => {
    const span = daysBetween(trip.startDate, trip.endDate);
    if (span < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The trip must end on or after its first day',
      });
    else if (span >= TRIP_DAYS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A trip can last up to ${TRIP_DAYS_MAX} days`,
      });
    const perDay = new Map<string, number>();
    const seen = new Set<string>();
    trip.stops.forEach((stop, i) => {
      if (stop.date < trip.startDate || stop.date > trip.endDate)
        ctx.addIssue({
          code: 'custom',
          path: ['stops', i, 'date'],
          message: 'Each course must be on a day of the trip',
        });
      const count = (perDay.get(stop.date) ?? 0) + 1;
      perDay.set(stop.date, count);
      if (count === TRIP_STOPS_PER_DAY_MAX + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['stops', i, 'date'],
          message: `Up to ${TRIP_STOPS_PER_DAY_MAX} courses a day`,
        });
      const key = `${stop.date}|${stop.courseId}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['stops', i, 'courseId'],
          message: 'This course is already on that day',
        });
      seen.add(key);
    });
  });
export type TripInput = z.infer<typeof tripInputSchema>;
export type TripInputDraft = z.input<typeof tripInputSchema>;

/** The course of a stop as the plan shows it (null coordinates: the course has no point). */
export const tripCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TripCourse = z.infer<typeof tripCourseSchema>;

/** One leg of the plan, in its order: from the previous point (the lodging, or the previous course). */
export const tripLegSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Great-circle ("straight-line") distance, miles and kilometres to one decimal; null without points. */
  miles: z.number().nullable(),
  kilometres: z.number().nullable(),
});
export type TripLeg = z.infer<typeof tripLegSchema>;

export const tripSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  stops: z.array(tripStopSchema.extend({ course: tripCourseSchema.nullable() })),
  lodging: lodgingSchema.nullable(),
  notes: z.string().nullable(),
  sharePhotos: z.boolean(),
  legs: z.array(tripLegSchema),
  totalMiles: z.number(),
  totalKilometres: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  courseCount: z.number(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
export const tripsResponseSchema = z.object({ trips: z.array(tripSummarySchema) });
export type TripsResponse = z.infer<typeof tripsResponseSchema>;
