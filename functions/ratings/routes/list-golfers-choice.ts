import { pageQueryShape } from '#shared/schemas/paging';
import * as z from 'zod';
import { listGolfersChoice as readGolfersChoice } from '../golfers-choice-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

export const golfersChoiceQuerySchema = z.object(pageQueryShape);

/**
 * GET /api/courses/golfers-choice?cursor&limit: the courses golfers rate highest, by Bayesian average of
 * their raters' Fescue Scores (shared/ratings/community.ts), from an index sorted by that value.
 */
export const listGolfersChoice: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { limit, cursor } = parseQuery(event, golfersChoiceQuerySchema);
    return json(200, await readGolfersChoice(limit, cursor));
  },
};
