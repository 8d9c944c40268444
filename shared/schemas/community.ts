// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { pageQueryShape } from './paging';

/**
 * Community and events: the API contract shared by the community Lambda and the frontend
 * (docs/product-rules.md#community-and-events).
 */

/** A community story: a round its golfer chose to share; `image` is the round's photo path. */
export const communityStorySchema = z.object({
  id: z.string(),
  score: z.number(),
  par: z.number(),
  notes: z.string().nullable(),
  /** The round's overall rating as 1-5 stars (its 0-10 halved), or null when unrated. */
  overallRating: z.number().nullable(),
  playedAt: z.string().nullable(),
  image: z.string().nullable(),
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  course: z.object({ id: z.string(), name: z.string(), city: z.string(), country: z.string() }),
  /** The signed-in golfer's own story: they can unshare it, not report it. */
  mine: z.boolean(),
});
export type CommunityStory = z.infer<typeof communityStorySchema>;

export const storiesQuerySchema = z.object({
  ...pageQueryShape,
  limit: pageQueryShape.limit.default(12),
});
export const storiesResponseSchema = z.object({
  stories: z.array(communityStorySchema),
  nextCursor: z.string().optional(),
});
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

export const STORY_NOT_FOUND_MESSAGE = 'That story is not shared, or it was removed.';
export const storyIdParamSchema = z.object({
  id: z
    .string({ error: STORY_NOT_FOUND_MESSAGE })
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'A story id is a round id of 26 letters and digits' }),
});

export const REPORT_REASON_MAX = 500;
/** POST /api/community/stories/{id}/report */
export const storyReportSchema = z.object({
  reason: z
    .string({ error: 'Say in a few words what is wrong with this story' })
    .trim()
    .min(3, { error: 'Say in a few words what is wrong with this story' })
    .max(REPORT_REASON_MAX, { error: `Keep the reason to ${REPORT_REASON_MAX} characters or fewer` }),
});
export const storyReportResponseSchema = z.object({ reported: z.literal(true) });

/** POST /api/admin/community/stories/{id}/hide (operators) */
export const storyHideSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

/** The stats row, from counters kept with the writes. */
export const communityStatsSchema = z.object({
  members: z.number(),
  reviews: z.number(),
  courses: z.number(),
  achievements: z.number(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/** Featured Members and the leaderboard: opted-in golfers only, first name and last initial. */
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  name: z.string(),
  prestigePoints: z.number(),
  countries: z.number(),
});

/** GET /api/community/overview: the stats row, Featured Members and Recent Activity. */
export const communityOverviewSchema = z.object({
  stats: communityStatsSchema,
  featuredMembers: z.array(leaderboardEntrySchema),
  /** Recent achievements of opted-in golfers: "Alex M. earned Global Rounder". */
  recentActivity: z.array(z.object({ name: z.string(), title: z.string(), date: z.string() })),
});
export type CommunityOverview = z.infer<typeof communityOverviewSchema>;

// ------------------------------------------------------------------------------------------------ events

export const EVENT_CATEGORIES = ['Tournament', 'Tour'] as const;
export const EVENT_SEATS_MAX = 500;
export const PREMIUM_ONLY_MESSAGE =
  'This event is for premium members. Ask your Fescue operator to make your membership premium.';
export const SOLD_OUT_MESSAGE = 'Sold Out: every spot at this event is taken.';
export const ALREADY_RESERVED_MESSAGE = 'You already hold a spot at this event.';
export const NO_RESERVATION_MESSAGE = 'You have no reservation at this event.';
export const EVENT_STARTED_MESSAGE =
  'This event has already started, so its spots can no longer be reserved. Pick an upcoming event.';

/**
 * Whether an event's spots can still be reserved on `today` (YYYY-MM-DD, UTC): until the day it starts, as
 * the events list shows them (upcoming: starting today or later). A past event's seat would be a reservation
 * of nothing, and an achievement for nothing.
 */
export function isEventOpenForReservation(event: { startDate: string }, today: string): boolean {
  return event.startDate >= today;
}
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export { STORY_TAKEN_MESSAGE } from './story-messages';
export const EVENT_OPERATOR_ONLY_MESSAGE = 'Only an operator can create events.';

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isPremiumOnly: z.boolean(),
  maxAttendees: z.number(),
  spotsFilled: z.number(),
  /** Price as the operator wrote it ("$450 per player"), or null. */
  price: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  /** The signed-in golfer holds a spot. */
  reserved: z.boolean(),
});
export type GolfEvent = z.infer<typeof eventSchema>;
export const eventsResponseSchema = z.object({ events: z.array(eventSchema) });

export const eventIdParamSchema = z.object({
  id: z
    .string({ error: EVENT_NOT_FOUND_MESSAGE })
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'An event id is 26 letters and digits' }),
});

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2027-05-14` })
    .trim()
    .pipe(z.iso.date({ error: `${label} must be a date like 2027-05-14` }));

/** POST /api/admin/events (operators) and scripts/admin/create-event.ts. */
export const createEventSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, { error: 'Title is required' })
      .max(120, { error: 'Title must be 120 characters or fewer' }),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(1000, { error: 'Description must be 1000 characters or fewer' })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    location: z
      .string({ error: 'Location is required' })
      .trim()
      .min(1, { error: 'Location is required' })
      .max(160, { error: 'Location must be 160 characters or fewer' }),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date').nullable().default(null),
    isPremiumOnly: z.boolean({ error: 'isPremiumOnly must be true or false' }).default(false),
    maxAttendees: z
      .number({ error: `Spots must be a whole number from 1 to ${EVENT_SEATS_MAX}` })
      .int({ error: `Spots must be a whole number from 1 to ${EVENT_SEATS_MAX}` })
      .min(1, { error: `Spots must be a whole number from 1 to ${EVENT_SEATS_MAX}` })
      .max(EVENT_SEATS_MAX, { error: `Spots must be a whole number from 1 to ${EVENT_SEATS_MAX}` }),
    price: z
      .string({ error: 'Price must be text, like $450 per player' })
      .trim()
      .max(60, { error: 'Price must be 60 characters or fewer' })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    category: z.enum(EVENT_CATEGORIES, { error: 'Category must be Tournament or Tour' }),
  })
  .refine((event) => event.endDate === null || event.endDate >= event.startDate, {
    error: 'End date cannot be before the start date',
    path: ['endDate'],
  });
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;

// ----------------------------------------------------------------------------------------------- premium

const MEMBER_ID_MESSAGE = 'userId must be an account id, as GET /api/admin/members gives it';

/**
 * PUT /api/admin/premium (operators) and scripts/admin/set-premium.ts: by the golfer's account (its id, the
 * sign-in provider's `sub`), never by an email: an email names whoever typed it, an account id one golfer.
 */
export const setPremiumSchema = z.object({
  userId: z
    .string({ error: MEMBER_ID_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: MEMBER_ID_MESSAGE }),
  isPremium: z.boolean({ error: 'isPremium must be true or false' }),
});

/**
 * GET /api/admin/members?email= (operators) and scripts/admin/find-member.ts: the accounts whose sign-in
 * provider verified that address (usually one; a golfer who signed in with Google and with a password has
 * two), for the operator to choose the one to make premium.
 */
export const memberLookupSchema = z.object({
  email: z
    .string({ error: 'Give the email to look up, like ?email=name@example.com' })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: 'Enter a valid email address, like name@example.com' })
        .max(254, { error: 'Email must be 254 characters or fewer' }),
    ),
});
export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isPremium: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const membersResponseSchema = z.object({ members: z.array(memberSchema) });

export const PREMIUM_PRICE_DOLLARS = 299;
export const PREMIUM_OPERATOR_ONLY_MESSAGE = 'Only an operator can change a membership.';
export const MEMBER_LOOKUP_OPERATOR_ONLY_MESSAGE = 'Only an operator can look up members.';
export const MEMBER_NOT_FOUND_MESSAGE = 'No member has that account id';

/** PUT /api/achievements/leaderboard: the golfer's opt-in (off by default). */
export const leaderboardOptInSchema = z.object({
  optIn: z.boolean({ error: 'optIn must be true or false' }),
});
export const leaderboardResponseSchema = z.object({
  optIn: z.boolean(),
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
