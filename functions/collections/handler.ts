import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { createOwnListRoute } from './routes/create-own-list';
import { deleteOwnListRoute } from './routes/delete-own-list';
import { getCollection } from './routes/get-collection';
import { listCollections } from './routes/list-collections';
import { updateOwnListRoute } from './routes/update-own-list';

/** The `collections` endpoint group (see functions/endpoint-groups.ts). */
export const collectionsRoutes = {
  'GET /api/collections': listCollections,
  'POST /api/collections': createOwnListRoute,
  'GET /api/collections/{id}': getCollection,
  'PATCH /api/collections/{id}': updateOwnListRoute,
  'DELETE /api/collections/{id}': deleteOwnListRoute,
} satisfies GroupRoutes<'collections'>;

export const handler = createHttpHandler(collectionsRoutes);
