import * as z from 'zod';
import { COURSE_WORDS } from '#shared/schemas/course';
import { courseLimitReached, coursesLeftToday } from '../course-allowance';
import { inWords } from '../../lib/errors';
import { addCourseFromExternal, findCourseByExternalId } from '../external-courses-repository';
import type { HttpEvent, SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json, type HttpResult } from '../../lib/http/responses';
import { courseFromExternal } from '../external/external-course';
import { golfCourseApi, type ExternalCourseMiss } from '../external/golf-course-api';
import { EXTERNAL_COURSE_NOT_FOUND_MESSAGE } from '../external/external-course-errors';
import { teeSetsFromUpstream } from '../external/tee-set-mapping';

export const externalCourseIdSchema = z.object({
  id: z
    .string()
    .min(1, { error: 'External course id is missing' })
    .max(40, { error: 'External course id is too long' })
    .regex(/^[a-z0-9-]+$/i, { error: 'External course id has unexpected characters' }),
});

const externalCourseWords = {
  ...COURSE_WORDS,
  'external-course': EXTERNAL_COURSE_NOT_FOUND_MESSAGE,
} satisfies Record<ExternalCourseMiss, string> & typeof COURSE_WORDS;

/**
 * POST /api/external-courses/{id}/add: makes a Fescue course of a GolfCourseAPI course. Adding it again, or
 * a course the catalog already holds under the same name and city, answers that course with created false.
 * A course it creates joins the shared catalog like a custom one, so it counts against the golfer's daily
 * limit (COURSES_PER_DAY_LIMIT): at the limit, 429 with Retry-After, before GolfCourseAPI is even asked.
 */
export const addExternalCourse: SessionRoute = {
  auth: 'session',
  achievements: { none: 'adding a course to the catalog is neither playing nor rating it' },
  handle: (event, session) => inWords(addCourse(event, session.userId), externalCourseWords),
};

async function addCourse(event: HttpEvent, userId: string): Promise<HttpResult> {
  const { id } = parsePathParams(event, externalCourseIdSchema);
  const ref = { source: 'golfcourseapi', externalId: id } as const;
  const addition = { userId, now: new Date() };
  const api = golfCourseApi();
  await api.assertConfigured();
  // Known already: no call to GolfCourseAPI, which meters its key.
  const existing = await findCourseByExternalId(ref);
  if (existing) return json(200, { course: existing, created: false });
  // Nor for a golfer who could not add it: the transaction's condition holds the limit either way.
  if ((await coursesLeftToday(addition)) === 0) throw courseLimitReached(addition.now);
  // Every GolfCourseAPI call is made before anything is written: its failure leaves nothing behind.
  const upstream = await api.getCourse(id);
  // The tees' holes are kept as the course's tee sets (docs/product-rules.md, "Tee sets").
  const added = await addCourseFromExternal(
    courseFromExternal(upstream),
    ref,
    addition,
    teeSetsFromUpstream(upstream.tees),
  );
  return json(added.created ? 201 : 200, added);
}
