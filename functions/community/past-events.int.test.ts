import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EVENT_STARTED_MESSAGE,
  eventSchema,
  type CreateEventInput,
  type GolfEvent,
} from '#shared/schemas/community';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { reserveSeat } from './events-repository';
import { communityKeys } from '../data/keys/community-keys';
import { Conflict } from '../lib/errors';
import { freshEmail } from '../lib/testing/stack-helpers';
import { useStackTable } from '../lib/testing/stack-table';

useStackTable();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createEvent(overrides: Partial<CreateEventInput>): Promise<GolfEvent> {
  const response = await apiFetch('/api/admin/events', {
    method: 'POST',
    cookie: (await signIn(OPERATOR_EMAIL)).cookie,
    body: {
      title: `Past Open ${randomUUID().slice(0, 6)}`,
      location: 'Bandon, Oregon, United States',
      startDate: inDays(20),
      maxAttendees: 20,
      category: 'Tournament',
      ...overrides,
    } satisfies CreateEventInput,
  });
  expect(response.status).toBe(201);
  return eventSchema.parse(await response.json());
}

function reserve(cookie: string, eventId: string) {
  return apiFetch(`/api/events/${eventId}/reservation`, { method: 'POST', cookie });
}

describe('reserving a seat', () => {
  it.each([
    ['a past event', { startDate: inDays(-30) }],
    ['an event that started yesterday and runs on', { startDate: inDays(-1), endDate: inDays(2) }],
  ])('refuses a past event reservation: %s answers 409 and writes nothing', async (_which, dates) => {
    const event = await createEvent(dates);
    const golfer = await signIn(freshEmail());
    const response = await reserve(golfer.cookie, event.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: EVENT_STARTED_MESSAGE });
    expect(await getItem(communityKeys.reservation(event.id, golfer.userId))).toBeUndefined();
    expect(await getItem(communityKeys.myReservation(golfer.userId, event.id))).toBeUndefined();
    expect(await getItem(communityKeys.event(event.id))).toMatchObject({ seatsTaken: 0 });
  });

  it('still takes a seat at an event starting today', async () => {
    const event = await createEvent({ startDate: inDays(0) });
    const golfer = await signIn(freshEmail());
    expect((await reserve(golfer.cookie, event.id)).status).toBe(200);
  });

  it('refuses a seat whose event started between the check and the write (the transaction holds the date)', async () => {
    const event = await createEvent({ startDate: inDays(3) });
    const golfer = await signIn(freshEmail());
    // As if the route checked on the day before the event and the write landed the day after it started.
    const late = reserveSeat(event.id, golfer.userId, inDays(4));
    await expect(late).rejects.toThrow(Conflict);
    await expect(late).rejects.toMatchObject({ reason: 'event-started' });
    expect(await getItem(communityKeys.reservation(event.id, golfer.userId))).toBeUndefined();
    expect(await getItem(communityKeys.event(event.id))).toMatchObject({ seatsTaken: 0 });
  });
});
