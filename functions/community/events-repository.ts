import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreateEvent, GolfEvent } from '#shared/schemas/community';
import { isEventOpenForReservation } from '#shared/schemas/community';
import { Conflict, NotFound } from '../lib/errors';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import {
  EVENTS_PARTITION,
  EVENT_ENTITY,
  RESERVATION_ENTITY,
  communityKeys,
} from '../data/keys/community-keys';
import { openAccountCheck, type TransactItem, transactWrite } from '../data/transact-write';
import { wasCancelledByCondition } from '../data/transaction-errors';
import { userKeys } from '../data/keys/user-keys';

export type StoredEvent = Omit<GolfEvent, 'reserved'>;

/** Why a seat was refused (lib/errors.ts): the routes put each into the golfer's words. */
export type SeatRefusal = 'already-reserved' | 'event-started' | 'sold-out';
/** What a seat's write did not find: the event, or the golfer's reservation to give back. */
export type SeatMiss = 'event' | 'reservation';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toEvent(item: Record<string, unknown>): StoredEvent {
  return {
    id: String(item.id),
    title: String(item.title),
    description: text(item.description),
    location: String(item.location),
    startDate: String(item.startDate),
    endDate: text(item.endDate),
    isPremiumOnly: item.isPremiumOnly === true,
    maxAttendees: Number(item.maxAttendees),
    spotsFilled: typeof item.seatsTaken === 'number' ? item.seatsTaken : 0,
    price: text(item.price),
    category: item.category === 'Tour' ? 'Tour' : 'Tournament',
  };
}

/** Access pattern: an operator creates an event (no seat taken yet). */
export async function createEvent(id: string, input: CreateEvent): Promise<StoredEvent> {
  const item = {
    ...communityKeys.event(id),
    ...communityKeys.eventIndex(input.startDate, id),
    entity: EVENT_ENTITY,
    id,
    ...input,
    seatsTaken: 0,
    createdAt: new Date().toISOString(),
  };
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toEvent(item);
}

/** Access pattern: one event by id (consistent: its seat count after a reservation). */
export async function getEvent(eventId: string): Promise<StoredEvent | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: communityKeys.event(eventId), ConsistentRead: true }),
  );
  return Item ? toEvent(Item) : undefined;
}

/** Access pattern: events starting today or later, soonest first (gsi1 EVENTS). */
export async function listUpcomingEvents(today: string, limit: number): Promise<StoredEvent[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :today',
      ExpressionAttributeValues: { ':pk': EVENTS_PARTITION, ':today': today },
      Limit: limit,
    }),
  );
  return Items.map(toEvent);
}

/** Access pattern: the ids of the events the golfer holds a spot at (their RESERVATION# items). */
export async function listMyReservationIds(userId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': userKeys.profile(userId).pk,
      ':prefix': communityKeys.myReservationsPrefix(),
    },
    ProjectionExpression: 'sk',
  })) {
    for (const item of page) ids.add(communityKeys.eventIdFromMyReservationSk(String(item.sk)));
  }
  return ids;
}

/**
 * Seats are fought over: a transaction that lost only a race on the event item is sent again up to this
 * often, within transactWrite's time budget (RACE_BUDGET_MS), then 503 "busy".
 */
const SEAT_ATTEMPTS = 25;

const sendSeatTransaction = (items: TransactItem[]) => transactWrite(items, SEAT_ATTEMPTS);

/**
 * Access pattern: take a seat. One transaction: the event's `reserved` count goes up by one only while it is
 * below `maxAttendees` (so however many golfers press Reserve Spot at once, the event is never overbooked)
 * and the event has not started by `today` (UTC day), the reservation is put only if the golfer holds none
 * (one per golfer per event), and its mirror in the golfer's partition. Refused (Conflict) when sold out,
 * started or already reserved; NotFound for an unknown event.
 */
export async function reserveSeat(eventId: string, userId: string, today: string): Promise<void> {
  const now = new Date().toISOString();
  try {
    await sendSeatTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: communityKeys.event(eventId),
          UpdateExpression: 'ADD seatsTaken :one',
          ConditionExpression: 'attribute_exists(pk) AND seatsTaken < maxAttendees AND startDate >= :today',
          ExpressionAttributeValues: { ':one': 1, ':today': today },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...communityKeys.reservation(eventId, userId),
            entity: RESERVATION_ENTITY,
            reservedAt: now,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...communityKeys.myReservation(userId, eventId),
            entity: RESERVATION_ENTITY,
            reservedAt: now,
          },
        },
      },
      // A seat taken while the golfer's account is being deleted would stay filled by no one.
      openAccountCheck(userId),
    ]);
  } catch (error) {
    if (wasCancelledByCondition(error, 1)) throw new Conflict<SeatRefusal>('already-reserved');
    if (wasCancelledByCondition(error, 0)) {
      const event = await getEvent(eventId);
      if (!event) throw new NotFound<SeatMiss>('event');
      if (!isEventOpenForReservation(event, today)) throw new Conflict<SeatRefusal>('event-started');
      throw new Conflict<SeatRefusal>('sold-out');
    }
    throw error;
  }
}

/** Access pattern: give the seat back: the reservation, its mirror and one seat, in one transaction. */
export async function cancelSeat(eventId: string, userId: string): Promise<void> {
  try {
    await sendSeatTransaction([
      {
        Delete: {
          TableName: tableName(),
          Key: communityKeys.reservation(eventId, userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: communityKeys.event(eventId),
          UpdateExpression: 'ADD seatsTaken :minusOne',
          ConditionExpression: 'attribute_exists(pk) AND seatsTaken > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      { Delete: { TableName: tableName(), Key: communityKeys.myReservation(userId, eventId) } },
    ]);
  } catch (error) {
    if (wasCancelledByCondition(error, 0) || wasCancelledByCondition(error, 1))
      throw new NotFound<SeatMiss>('reservation');
    throw error;
  }
}
