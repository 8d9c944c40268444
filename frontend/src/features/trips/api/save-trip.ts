import * as z from 'zod';
import { tripSchema, type TripInputDraft } from '#shared/trips/trip';
import { sendJson } from '@/shared/api/http';

/** POST /api/trips: the new trip. */
export function createTrip(input: TripInputDraft) {
  return sendJson('POST', '/api/trips', input, tripSchema);
}

/** PUT /api/trips/{id}: the plan replaced (a reorder sends the stops in their new order). */
export function updateTrip(id: string, input: TripInputDraft) {
  return sendJson('PUT', `/api/trips/${encodeURIComponent(id)}`, input, tripSchema);
}

/** DELETE /api/trips/{id}. */
export function deleteTrip(id: string) {
  return sendJson(
    'DELETE',
    `/api/trips/${encodeURIComponent(id)}`,
    undefined,
    z.object({ deleted: z.boolean() }),
  );
}
