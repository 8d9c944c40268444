import * as z from 'zod';
import { cursorKeyStartingWith } from '../cursor';
import { userKeys } from './user-keys';

/**
 * Keys of the community entities. The STORY#, STORIES, COMMUNITY and EVENT prefixes are written
 * here and nowhere else.
 *
 * Story:        pk STORY#<round id>  sk STORY    (a round its golfer shared; name, course and score copied)
 *               gsi1 STORIES / <playedAt>#<round id>       (sparse: shared and not hidden, newest first)
 *               gsi2 USER#<sub>#STORIES / <round id>       (the golfer's own stories, for their count)
 * Story report: pk STORY#<round id>  sk REPORT#<sub>        (one per golfer who reported it)
 * Counters:     pk COMMUNITY         sk STATS    (members, reviews, courses, achievements: ADD with writes)
 * Event:        pk EVENT#<ulid>      sk EVENT     (seatsTaken, kept with conditional ADD)
 *               gsi1 EVENTS / <startDate>#<ulid>
 * Reservation:  pk EVENT#<ulid>      sk RESERVATION#<sub>   and its mirror
 *               pk USER#<sub>        sk RESERVATION#<event ulid>   (the golfer's own, one Query away)
 * Report mirror: pk USER#<sub>       sk STORYREPORT#<round id>   (the reports a golfer made, one Query away,
 *               so deleting the account finds them without a Scan)
 */
const STORY_PREFIX = 'STORY#';
export const STORIES_PARTITION = 'STORIES';
const EVENT_PREFIX = 'EVENT#';
export const EVENTS_PARTITION = 'EVENTS';
const RESERVATION_PREFIX = 'RESERVATION#';
const REPORT_PREFIX = 'REPORT#';
const MY_REPORT_PREFIX = 'STORYREPORT#';

export const communityKeys = {
  story: (roundId: string) => ({ pk: `${STORY_PREFIX}${roundId}`, sk: 'STORY' }),
  storyFeed: (playedAt: string, roundId: string) => ({
    gsi1pk: STORIES_PARTITION,
    gsi1sk: `${playedAt}#${roundId}`,
  }),
  storiesOfGolferPartition: (userId: string) => `${userKeys.profile(userId).pk}#STORIES`,
  storyOfGolfer: (userId: string, roundId: string) => ({
    gsi2pk: communityKeys.storiesOfGolferPartition(userId),
    gsi2sk: roundId,
  }),
  storyReport: (roundId: string, userId: string) => ({
    pk: `${STORY_PREFIX}${roundId}`,
    sk: `${REPORT_PREFIX}${userId}`,
  }),
  counters: () => ({ pk: 'COMMUNITY', sk: 'STATS' }),
  event: (eventId: string) => ({ pk: `${EVENT_PREFIX}${eventId}`, sk: 'EVENT' }),
  eventIndex: (startDate: string, eventId: string) => ({
    gsi1pk: EVENTS_PARTITION,
    gsi1sk: `${startDate}#${eventId}`,
  }),
  reservation: (eventId: string, userId: string) => ({
    pk: `${EVENT_PREFIX}${eventId}`,
    sk: `${RESERVATION_PREFIX}${userId}`,
  }),
  myReservation: (userId: string, eventId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${RESERVATION_PREFIX}${eventId}`,
  }),
  myReservationsPrefix: () => RESERVATION_PREFIX,
  eventIdFromMyReservationSk: (sk: string) => sk.slice(RESERVATION_PREFIX.length),
  /** The event id of a reservation mirror from its sort key; undefined for any other item. */
  eventIdOfMyReservationSk: (sk: string) =>
    sk.startsWith(RESERVATION_PREFIX) ? sk.slice(RESERVATION_PREFIX.length) : undefined,
  myStoryReport: (userId: string, roundId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${MY_REPORT_PREFIX}${roundId}`,
  }),
  /** The story (round id) of a report mirror from its sort key; undefined for any other item. */
  roundIdOfMyStoryReportSk: (sk: string) =>
    sk.startsWith(MY_REPORT_PREFIX) ? sk.slice(MY_REPORT_PREFIX.length) : undefined,
} as const;

/** The exact key shapes of the community's paged Queries (see ../cursor.ts). */
export const communityPageKeys = {
  stories: z.strictObject({
    pk: cursorKeyStartingWith(STORY_PREFIX),
    sk: z.literal('STORY'),
    gsi1pk: z.literal(STORIES_PARTITION),
    gsi1sk: z.string().regex(/^\d{4}-\d{2}-\d{2}#[0-9A-Za-z-]{1,80}$/),
  }),
} as const;

export const STORY_ENTITY = 'STORY';
export const STORY_REPORT_ENTITY = 'STORY_REPORT';
export const MY_STORY_REPORT_ENTITY = 'STORY_REPORT_MIRROR';
export const COMMUNITY_COUNTERS_ENTITY = 'COMMUNITY_COUNTERS';
export const EVENT_ENTITY = 'EVENT';
export const RESERVATION_ENTITY = 'RESERVATION';
