import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `collections` endpoint group (see functions/endpoint-groups.ts). */
export const collectionsRoutes = {
  'GET /api/collections': () => import('./routes/list-collections').then((m) => m.listCollections),
  'POST /api/collections': () => import('./routes/create-own-list').then((m) => m.createOwnListRoute),
  'GET /api/collections/{id}': () => import('./routes/get-collection').then((m) => m.getCollection),
  'PATCH /api/collections/{id}': () => import('./routes/update-own-list').then((m) => m.updateOwnListRoute),
  'DELETE /api/collections/{id}': () => import('./routes/delete-own-list').then((m) => m.deleteOwnListRoute),
} satisfies GroupRoutes<'collections'>;

export const handler = createHttpHandler(collectionsRoutes);
