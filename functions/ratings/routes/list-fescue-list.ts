import { pageQueryShape } from '#shared/schemas/paging';
import * as z from 'zod';
import { listFescueList as readFescueList } from '../fescue-list-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';

export const fescueListQuerySchema = z.object(pageQueryShape);

/**
 * GET /api/courses/fescue-list?cursor&limit: the courses golfers rate highest, by Bayesian average of
 * their raters' Fescue Scores (shared/ratings/community.ts), from an index sorted by that value.
 */
export const listFescueList: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { limit, cursor } = parseQuery(event, fescueListQuerySchema);
    return json(200, await readFescueList(limit, cursor));
  },
};
