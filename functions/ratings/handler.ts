import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { deleteDraft } from './routes/delete-draft';
import { deleteMyRating } from './routes/delete-my-rating';
import { getCommunityRatings } from './routes/get-community-ratings';
import { getMyRating } from './routes/get-my-rating';
import { listFescueList } from './routes/list-fescue-list';
import { listSharedComments } from './routes/list-shared-comments';
import { rateRound } from './routes/rate-round';
import { saveDraft } from './routes/save-draft';
import { submitMyRating } from './routes/submit-my-rating';

/** The `ratings` endpoint group (see functions/endpoint-groups.ts). */
export const ratingsRoutes = {
  'PATCH /api/rounds/{id}/rating': rateRound,
  'GET /api/courses/{id}/my-rating': getMyRating,
  'PUT /api/courses/{id}/my-rating': submitMyRating,
  'DELETE /api/courses/{id}/my-rating': deleteMyRating,
  'PUT /api/courses/{id}/my-rating/draft': saveDraft,
  'DELETE /api/courses/{id}/my-rating/draft': deleteDraft,
  'GET /api/courses/{id}/ratings': getCommunityRatings,
  'GET /api/courses/{id}/ratings/comments': listSharedComments,
  'GET /api/courses/fescue-list': listFescueList,
  // The ranking's old name's path, for clients and links from before the rename (docs/product-rules.md#ratings).
  'GET /api/courses/golfers-choice': listFescueList,
} satisfies GroupRoutes<'ratings'>;

export const handler = createHttpHandler(ratingsRoutes);
