import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TRIPS_PER_GOLFER_MAX, type TripInput, type TripStop, type Lodging } from '#shared/trips/trip';
import { documentClient, tableName } from '../data/dynamo-client';
import { TRIP_ENTITY, TRIP_TOTALS_ENTITY, tripKeys } from '../data/keys/trip-keys';
import { queryPages } from '../data/query-pages';
import { openAccountCheck, transactWrite } from '../data/transact-write';
import { Conflict, NotFound } from '../lib/errors';

/** A trip as stored: the plan, in the golfer's partition. */
export interface StoredTrip {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  stops: TripStop[];
  lodging: Lodging | null;
  notes: string | null;
  sharePhotos: boolean;
  createdAt: string;
  updatedAt: string;
}

export type TripNotFound = NotFound<'trip'>;
export type TripConflict = Conflict<'trip-limit' | 'trip-changed'>;

function toStoredTrip(item: Record<string, unknown>): StoredTrip {
  const stops = Array.isArray(item.stops) ? (item.stops as TripStop[]) : [];
  return {
    id: String(item.id),
    name: String(item.name),
    startDate: String(item.startDate),
    endDate: String(item.endDate),
    stops: stops.map((stop) => ({ courseId: String(stop.courseId), date: String(stop.date) })),
    lodging: (item.lodging as Lodging | null | undefined) ?? null,
    notes: typeof item.notes === 'string' ? item.notes : null,
    sharePhotos: item.sharePhotos === true,
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

function tripItem(userId: string, trip: StoredTrip): Record<string, unknown> {
  return { ...tripKeys.trip(userId, trip.id), entity: TRIP_ENTITY, ...trip };
}

const planOf = (input: TripInput) => ({
  name: input.name,
  startDate: input.startDate,
  endDate: input.endDate,
  stops: input.stops,
  lodging: input.lodging,
  notes: input.notes,
  sharePhotos: input.sharePhotos,
});

/** Access pattern: one of the golfer's trips (another golfer's id is simply not in this partition). */
export async function getTrip(userId: string, tripId: string): Promise<StoredTrip | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: tripKeys.trip(userId, tripId), ConsistentRead: true }),
  );
  return Item ? toStoredTrip(Item) : undefined;
}

/**
 * Access pattern: the golfer's trips, a Query of their partition's TRIP# items projected to what the list
 * shows (a golfer keeps at most TRIPS_PER_GOLFER_MAX, one or two pages).
 */
export async function listTrips(userId: string): Promise<StoredTrip[]> {
  const { pk, skPrefix } = tripKeys.tripsOfUser(userId);
  const trips: StoredTrip[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'id, #name, startDate, endDate, stops, createdAt, updatedAt',
    ExpressionAttributeNames: { '#name': 'name' },
  })) {
    trips.push(...items.map(toStoredTrip));
  }
  return trips;
}

/**
 * Access pattern: a new trip, in one TransactWriteItems with the golfer's trip count (ADD, refused at
 * TRIPS_PER_GOLFER_MAX) and the open-account check, so the count and the trips never disagree and a trip
 * cannot land in an account being deleted.
 */
export async function createTrip(
  userId: string,
  tripId: string,
  input: TripInput,
  now: string,
): Promise<StoredTrip> {
  const trip: StoredTrip = { id: tripId, ...planOf(input), createdAt: now, updatedAt: now };
  const table = tableName();
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: tripItem(userId, trip),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: tripKeys.totals(userId),
          UpdateExpression: 'ADD trips :one SET entity = :entity',
          ConditionExpression: 'attribute_not_exists(trips) OR trips < :max',
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': TRIPS_PER_GOLFER_MAX,
            ':entity': TRIP_TOTALS_ENTITY,
          },
        },
      },
      openAccountCheck(userId),
    ]);
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new Conflict('trip-limit', { cause: error });
    throw error;
  }
  return trip;
}

/**
 * Access pattern: the trip's plan replaced (reordering is a replace with the stops in their new order), one
 * conditional PutItem: the trip must exist, and when the caller says which version it read, still be it.
 */
export async function replaceTrip(
  userId: string,
  tripId: string,
  input: TripInput,
  now: string,
): Promise<StoredTrip> {
  const current = await getTrip(userId, tripId);
  if (!current) throw new NotFound('trip');
  if (input.expectedUpdatedAt && input.expectedUpdatedAt !== current.updatedAt)
    throw new Conflict('trip-changed');
  const trip: StoredTrip = { ...current, ...planOf(input), updatedAt: now };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: tripItem(userId, trip),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read',
        ExpressionAttributeValues: { ':read': current.updatedAt },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new Conflict('trip-changed', { cause: error });
    throw error;
  }
  return trip;
}

/** Access pattern: a trip deleted with its count taken back, in one TransactWriteItems. */
export async function deleteTrip(userId: string, tripId: string): Promise<void> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Delete: {
          TableName: table,
          Key: tripKeys.trip(userId, tripId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: tripKeys.totals(userId),
          UpdateExpression: 'ADD trips :minusOne',
          ConditionExpression: 'trips > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
    ]);
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFound('trip', { cause: error });
    throw error;
  }
}
