import { userKeys } from './user-keys';

/**
 * Keys of the Trip entity. The TRIP# prefix and TRIPTOTALS are written here and nowhere else; the golfer's
 * partition comes from userKeys.
 *
 * Trip:        pk USER#<sub>  sk TRIP#<ulid>   (the plan: name, dates, stops in order, lodging, notes)
 * Trip totals: pk USER#<sub>  sk TRIPTOTALS    (`trips`: the count, changed with ADD by the trip writes, so a
 *              golfer's trips stay within TRIPS_PER_GOLFER_MAX)
 */
const TRIP_PREFIX = 'TRIP#';

export const tripKeys = {
  trip: (userId: string, tripId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${TRIP_PREFIX}${tripId}`,
  }),
  /** The golfer's partition and the prefix of their trips (not the totals item: 'TRIPTOTALS' lacks the #). */
  tripsOfUser: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: TRIP_PREFIX }),
  totals: (userId: string) => ({ pk: userKeys.profile(userId).pk, sk: 'TRIPTOTALS' }),
} as const;

export const TRIP_ENTITY = 'TRIP';
export const TRIP_TOTALS_ENTITY = 'TRIP_TOTALS';
