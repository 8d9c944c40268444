import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { createTrip } from './routes/create-trip';
import { deleteTrip } from './routes/delete-trip';
import { getTrip } from './routes/get-trip';
import { getTripReport } from './routes/get-trip-report';
import { listTrips } from './routes/list-trips';
import { searchNearbyCourses } from './routes/search-nearby-courses';
import { updateTrip } from './routes/update-trip';

/** The `trips` endpoint group (see functions/endpoint-groups.ts). */
export const tripsRoutes = {
  'GET /api/trips': listTrips,
  'POST /api/trips': createTrip,
  'GET /api/trips/{id}': getTrip,
  'PUT /api/trips/{id}': updateTrip,
  'DELETE /api/trips/{id}': deleteTrip,
  'GET /api/trips/{id}/report': getTripReport,
  'GET /api/courses/nearby': searchNearbyCourses,
} satisfies GroupRoutes<'trips'>;

export const handler = createHttpHandler(tripsRoutes);
