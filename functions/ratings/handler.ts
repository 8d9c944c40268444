import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `ratings` endpoint group (see functions/endpoint-groups.ts). */
export const ratingsRoutes = {
  'PATCH /api/rounds/{id}/rating': () => import('./routes/rate-round').then((m) => m.rateRound),
  'GET /api/courses/{id}/my-rating': () => import('./routes/get-my-rating').then((m) => m.getMyRating),
  'PUT /api/courses/{id}/my-rating': () => import('./routes/submit-my-rating').then((m) => m.submitMyRating),
  'DELETE /api/courses/{id}/my-rating': () =>
    import('./routes/delete-my-rating').then((m) => m.deleteMyRating),
  'PUT /api/courses/{id}/my-rating/draft': () => import('./routes/save-draft').then((m) => m.saveDraft),
  'DELETE /api/courses/{id}/my-rating/draft': () =>
    import('./routes/delete-draft').then((m) => m.deleteDraft),
  'GET /api/courses/{id}/ratings': () =>
    import('./routes/get-community-ratings').then((m) => m.getCommunityRatings),
  'GET /api/courses/{id}/ratings/comments': () =>
    import('./routes/list-shared-comments').then((m) => m.listSharedComments),
  'GET /api/courses/fescue-list': () => import('./routes/list-fescue-list').then((m) => m.listFescueList),
  // The ranking's old name's path, for clients and links from before the rename (docs/product-rules.md#ratings).
  'GET /api/courses/golfers-choice': () => import('./routes/list-fescue-list').then((m) => m.listFescueList),
} satisfies GroupRoutes<'ratings'>;

export const handler = createHttpHandler(ratingsRoutes);
