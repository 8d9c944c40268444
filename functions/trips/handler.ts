import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `trips` endpoint group (see functions/endpoint-groups.ts). */
export const tripsRoutes = {
  'GET /api/trips': () => import('./routes/list-trips').then((m) => m.listTrips),
  'POST /api/trips': () => import('./routes/create-trip').then((m) => m.createTrip),
  'GET /api/trips/{id}': () => import('./routes/get-trip').then((m) => m.getTrip),
  'PUT /api/trips/{id}': () => import('./routes/update-trip').then((m) => m.updateTrip),
  'DELETE /api/trips/{id}': () => import('./routes/delete-trip').then((m) => m.deleteTrip),
  'GET /api/trips/{id}/report': () => import('./routes/get-trip-report').then((m) => m.getTripReport),
  'GET /api/courses/nearby': () =>
    import('./routes/search-nearby-courses').then((m) => m.searchNearbyCourses),
} satisfies GroupRoutes<'trips'>;

export const handler = createHttpHandler(tripsRoutes);
