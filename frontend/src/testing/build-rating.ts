import { RATING_KEYS } from '#shared/ratings/categories';
import type { CommunityRatings, MyRatingResponse, RatingDraft } from '#shared/schemas/rating';

/** Test data: the community figures of a course as GET /api/courses/{id}/ratings answers them. */
export function buildCommunityRatings(overrides: Partial<CommunityRatings> = {}): CommunityRatings {
  return {
    courseId: 'pebble-beach-golf-links',
    raterCount: 14,
    enough: true,
    fescueScore: 8.6,
    categories: RATING_KEYS.map((key, index) => ({
      key,
      average: Math.round((9.1 - index * 0.2) * 10) / 10,
      count: 14,
    })),
    tags: [
      { tag: 'Breathtaking Views', count: 12 },
      { tag: 'Strategic', count: 9 },
    ],
    ...overrides,
  };
}

export function buildDraft(overrides: Partial<RatingDraft> = {}): RatingDraft {
  return {
    courseId: 'pebble-beach-golf-links',
    roundId: null,
    ...(Object.fromEntries(RATING_KEYS.map((key) => [key, 0])) as Record<
      (typeof RATING_KEYS)[number],
      number
    >),
    ratingTags: [],
    comments: null,
    shareComments: false,
    savedAt: '2026-05-03T15:42:00.000Z',
    ...overrides,
  };
}

export function buildMyRatingResponse(overrides: Partial<MyRatingResponse> = {}): MyRatingResponse {
  return { rating: null, draft: null, ...overrides };
}
