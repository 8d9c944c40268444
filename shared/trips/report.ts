import * as z from 'zod';
import { collectionAdvanceSchema } from '../collections/collection-advance';
import { tripLegSchema } from './trip';

/** A round of the trip report: one the golfer logged on a day of the trip. */
export const tripReportRoundSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string().nullable(),
  playedAt: z.string(),
  score: z.number(),
  par: z.number(),
  holes: z.number(),
  /** The round's photo path, or null. */
  imageUrl: z.string().nullable(),
  /** Whether the course was one of the plan's. */
  planned: z.boolean(),
});
export type TripReportRound = z.infer<typeof tripReportRoundSchema>;

/** GET /api/trips/{id}/report: what the trip came to (docs/product-rules.md#trips). */
export const tripReportSchema = z.object({
  /** Whether the trip's last day has passed (before then the page is a plan; the report so far is shown). */
  ended: z.boolean(),
  rounds: z.array(tripReportRoundSchema),
  /** Courses first played on the trip: no round of the golfer's at them before its first day. */
  newCourses: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Countries first played on the trip. */
  newCountries: z.array(z.string()),
  /** Collections the trip's rounds moved along (empty until collections exist). */
  collections: z.array(collectionAdvanceSchema),
});
export type TripReport = z.infer<typeof tripReportSchema>;

/**
 * A trip as its shared link shows it to anyone (docs/product-rules.md#trips): the plan's name, dates, courses
 * and legs and the report's figures; never the golfer's id, email, notes or lodging, and the rounds' photos
 * only when the golfer chose to share them.
 */
export const publicTripSchema = z.strictObject({
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(
    z.strictObject({
      date: z.string(),
      courses: z.array(
        z.strictObject({
          name: z.string(),
          city: z.string(),
          state: z.string().nullable(),
          country: z.string(),
          latitude: z.number().nullable(),
          longitude: z.number().nullable(),
        }),
      ),
    }),
  ),
  legs: z.array(tripLegSchema),
  totalMiles: z.number(),
  totalKilometres: z.number(),
  report: z.strictObject({
    ended: z.boolean(),
    rounds: z.array(
      z.strictObject({
        courseName: z.string().nullable(),
        playedAt: z.string(),
        score: z.number(),
        par: z.number(),
        holes: z.number(),
        imageUrl: z.string().nullable(),
      }),
    ),
    newCourses: z.array(z.string()),
    newCountries: z.array(z.string()),
    collections: z.array(collectionAdvanceSchema.omit({ collectionId: true })),
  }),
});
export type PublicTrip = z.infer<typeof publicTripSchema>;
