import * as z from 'zod';
import useSWR, { useSWRConfig } from 'swr';
import { eventSchema, eventsResponseSchema, type GolfEvent } from '#shared/schemas/community';
import { cacheKeys } from '@/shared/api/cache-keys';
import { requestJson } from '@/shared/api/http';
import { getJson } from '@/shared/api/http';

/** GET /api/events: upcoming events with seats filled and whether the golfer holds one. */
export function useEvents() {
  return useSWR(cacheKeys.events, (path: string) => getJson(path, eventsResponseSchema));
}

const reservationAnswer = z.object({ event: eventSchema });

/** Reserve Spot (POST) or cancel (DELETE) /api/events/{id}/reservation; the list takes the answer's event. */
export function useReservation() {
  const { mutate } = useSWRConfig();
  return async (id: string, action: 'reserve' | 'cancel'): Promise<GolfEvent> => {
    const body = await requestJson(`/api/events/${encodeURIComponent(id)}/reservation`, {
      method: action === 'reserve' ? 'POST' : 'DELETE',
    });
    const { event } = reservationAnswer.parse(body);
    await mutate(
      cacheKeys.events,
      (current: z.infer<typeof eventsResponseSchema> | undefined) =>
        current && { events: current.events.map((e) => (e.id === event.id ? event : e)) },
      { revalidate: false },
    );
    return event;
  };
}
