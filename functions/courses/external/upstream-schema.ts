import * as z from 'zod';
import type { ExternalCourse } from '#shared/schemas/external-course';

// GolfCourseAPI's payloads, read leniently: a field of an unexpected type becomes null rather
// than costing the golfer the whole answer, and a course without an id or any name is skipped.
const looseNumber = z.number().nullish().catch(null);
const looseText = z.string().nullish().catch(null);

export const upstreamTeeSchema = z.object({
  tee_name: z.string().catch('Tee'),
  course_rating: looseNumber,
  slope_rating: looseNumber,
  bogey_rating: looseNumber,
  total_yards: looseNumber,
  par_total: looseNumber,
  number_of_holes: looseNumber,
  /** Hole by hole, where GolfCourseAPI has it: `handicap` is the hole's stroke index. */
  holes: z
    .array(
      z
        .object({ par: looseNumber, yardage: looseNumber, handicap: looseNumber })
        .catch({ par: null, yardage: null, handicap: null }),
    )
    .nullish()
    .catch(null),
});
export type UpstreamTee = z.infer<typeof upstreamTeeSchema>;

const teeList = z.array(z.unknown()).nullish().catch(null);

export const upstreamCourseSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]).transform(String),
  club_name: z.string().nullish().catch(null),
  course_name: z.string().nullish().catch(null),
  location: z
    .object({
      address: looseText,
      city: looseText,
      state: looseText,
      country: looseText,
      latitude: looseNumber,
      longitude: looseNumber,
    })
    .nullish()
    .catch(null),
  tees: z
    .object({ male: teeList, female: teeList })
    .nullish()
    .catch(null)
    .transform((tees) => ({ male: validTees(tees?.male), female: validTees(tees?.female) })),
});
export type UpstreamCourse = z.infer<typeof upstreamCourseSchema>;

function validTees(list: unknown[] | null | undefined): UpstreamTee[] {
  return (list ?? []).flatMap((tee) => {
    const parsed = upstreamTeeSchema.safeParse(tee);
    return parsed.success ? [parsed.data] : [];
  });
}

/** One course of a payload, or null when it is unusable (no id, or neither a club nor a course name). */
export function parseUpstreamCourse(value: unknown): UpstreamCourse | null {
  const parsed = upstreamCourseSchema.safeParse(value);
  if (!parsed.success) return null;
  if (!parsed.data.club_name?.trim() && !parsed.data.course_name?.trim()) return null;
  return parsed.data;
}

export const searchPayloadSchema = z.object({ courses: z.array(z.unknown()) });
export const detailPayloadSchema = z.object({ course: z.unknown() });

/** The shape the picker shows (shared/schemas/course.ts); names are always strings there. */
export function toExternalCourse(course: UpstreamCourse): ExternalCourse {
  const tee = ({ tee_name, par_total, total_yards, course_rating, slope_rating }: UpstreamTee) => ({
    tee_name,
    par_total,
    total_yards,
    course_rating,
    slope_rating,
  });
  const location = course.location;
  return {
    id: course.id,
    club_name: course.club_name?.trim() ?? '',
    course_name: course.course_name?.trim() ?? '',
    location: {
      address: location?.address ?? null,
      city: location?.city ?? null,
      state: location?.state ?? null,
      country: location?.country ?? null,
    },
    tees: { male: course.tees.male.map(tee), female: course.tees.female.map(tee) },
  };
}
