import { teeSetIdParamSchema, teeSetInputSchema, teeSetParProblem } from '#shared/scorecards/tee-set';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { getCourseItem } from '../courses-repository';
import { saveGolferTeeSet } from '../tee-sets/tee-sets-repository';
import { inWords } from '../../lib/errors';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

export const TEE_SET_CHANGED_MESSAGE =
  'Another golfer changed this tee set while you were editing it. Reload it, then make your change again.';
export const TEE_SET_EXISTS_MESSAGE =
  'This course already has a tee set of that name. Reload the page to edit it, or give yours another name.';

/**
 * PUT /api/courses/{id}/tee-sets/{teeSetId}: a golfer enters a tee set for a course, or edits one (any
 * course: tee sets are shared, labelled "Entered by a golfer", and every save is kept in the tee set's
 * history). Refused with 400 when inconsistent (stroke indexes, numbering: the schema; pars that do not add
 * up to the course's par: here, since it needs the course); 409 over another golfer's newer version.
 */
export const putTeeSet: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a tee set describes a course; achievements read rounds and ratings' },
  async handle(event, session) {
    const { id, teeSetId } = parsePathParams(event, teeSetIdParamSchema);
    const input = parseJsonBody(event, teeSetInputSchema);
    const course = await getCourseItem(id);
    if (!course) throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
    const parProblem = teeSetParProblem(input.holes, Number(course.par));
    if (parProblem) throw new BadRequestError(parProblem);
    const saved = await inWords(
      saveGolferTeeSet({
        courseId: id,
        teeSetId,
        input,
        userId: session.userId,
        now: new Date().toISOString(),
      }),
      { 'tee-set-changed': TEE_SET_CHANGED_MESSAGE, 'tee-set-exists': TEE_SET_EXISTS_MESSAGE },
    );
    return json(input.expectedVersion === null ? 201 : 200, saved);
  },
};
