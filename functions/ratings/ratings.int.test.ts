import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  communityRatingsSchema,
  fescueListResponseSchema,
  myRatingResponseSchema,
  myRatingSchema,
  RATING_NEEDS_PLAYED_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  ratingDraftSchema,
  sharedCommentsResponseSchema,
} from '#shared/schemas/rating';
import { courseSchema, courseSearchResultSchema } from '#shared/schemas/course';
import { roundSchema } from '#shared/schemas/round';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { endpointGroups } from '../endpoint-groups';
import { ratingKeys } from '../data/keys/rating-keys';
import { roundKeys } from '../data/keys/round-keys';
import { buildRating, createTestCourse, createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';

const PEBBLE = 'pebble-beach-golf-links';
const FAKE_ROUND = '01JABCDEFGHJKMNPQRSTVWXYZ0';

const put = (cookie: string | undefined, path: string, body: unknown) =>
  apiFetch(path, { method: 'PUT', ...(cookie ? { cookie } : {}), body });

async function community(cookie: string, courseId: string) {
  const response = await apiFetch(`/api/courses/${courseId}/ratings`, { cookie });
  expect(response.status).toBe(200);
  return communityRatingsSchema.parse(await response.json());
}

async function mine(cookie: string, courseId: string) {
  const response = await apiFetch(`/api/courses/${courseId}/my-rating`, { cookie });
  expect(response.status).toBe(200);
  return myRatingResponseSchema.parse(await response.json());
}

/** Golfer (by cookie) and course pairs that have a round: only a golfer who played a course rates it. */
const played = new Set<string>();

async function rate(cookie: string, courseId: string, body: unknown) {
  if (!played.has(`${cookie}|${courseId}`)) {
    await createTestRound(cookie, courseId);
    played.add(`${cookie}|${courseId}`);
  }
  const response = await put(cookie, `/api/courses/${courseId}/my-rating`, body);
  expect(response.status).toBe(200);
  return myRatingSchema.parse(await response.json());
}

/** Every route of the ratings group with a path a signed-in golfer could call. */
function ratingRoutes(courseId: string, roundId: string): [string, string, unknown][] {
  return [
    ['PATCH', `/api/rounds/${roundId}/rating`, buildRating(1)],
    ['GET', `/api/courses/${courseId}/my-rating`, undefined],
    ['PUT', `/api/courses/${courseId}/my-rating`, buildRating(1)],
    ['DELETE', `/api/courses/${courseId}/my-rating`, undefined],
    ['PUT', `/api/courses/${courseId}/my-rating/draft`, buildRating(1)],
    ['DELETE', `/api/courses/${courseId}/my-rating/draft`, undefined],
    ['GET', `/api/courses/${courseId}/ratings`, undefined],
    ['GET', `/api/courses/${courseId}/ratings/comments`, undefined],
    ['GET', '/api/courses/fescue-list', undefined],
    // The ranking's old address answers as the new one.
    ['GET', '/api/courses/golfers-choice', undefined],
  ];
}

describe('the ratings routes', () => {
  it('cover every route key of the ratings group', () => {
    const keys = ratingRoutes('x', FAKE_ROUND).map(([method, path]) =>
      `${method} ${path}`.replace('/x/', '/{id}/').replace(FAKE_ROUND, '{id}'),
    );
    expect(keys.sort()).toEqual([...endpointGroups.ratings.routes].sort());
  });

  it('answer 401 without a session, or with an expired one, and write nothing', async () => {
    const expired = sessionCookie(await mintIdToken({ sub: randomUUID(), expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of ratingRoutes(PEBBLE, FAKE_ROUND)) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('answer 404 for an unknown course on every course rating route', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const [method, path, body] of ratingRoutes('no-such-course', FAKE_ROUND).slice(1, 8)) {
      const response = await apiFetch(path, { method, cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('answer 400 for a malformed course or round id', async () => {
    const { cookie } = await signIn(freshEmail());
    for (const [method, path, body] of ratingRoutes('bad%20id!', 'not-a-round').slice(0, 8)) {
      const response = await apiFetch(path, { method, cookie, body });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
  });
});

describe('PUT /api/courses/{id}/my-rating', () => {
  it('saves the rating as the golfer sent it, with its Fescue Score, and GET gives it back', async () => {
    const { cookie } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    const saved = await rate(cookie, courseId, {
      overallExperience: 8.5,
      architectureDesign: 9,
      landscapeScenery: 0,
      ratingTags: ['Strategic', 'Memorable', 'Strategic'],
      comments: '  Firm and fast.  ',
    });
    expect(saved).toMatchObject({
      courseId,
      roundId: null,
      overallExperience: 8.5,
      architectureDesign: 9,
      landscapeScenery: 0,
      valuePricing: 0,
      ratingTags: ['Strategic', 'Memorable'],
      comments: 'Firm and fast.',
      shareComments: false,
      fescueScore: 8.8,
    });
    expect((await mine(cookie, courseId)).rating).toEqual(saved);
  });

  it.each([
    ['a rating above 10', { overallExperience: 10.5 }, 'overallExperience'],
    ['a rating off the half steps', { courseCondition: 7.3 }, 'courseCondition'],
    ['a rating sent as text', { valuePricing: '8' }, 'valuePricing'],
    ['an unknown tag', { overallExperience: 8, ratingTags: ['Cheap Beer'] }, 'ratingTags'],
    ['comments that are not text', { overallExperience: 8, comments: 42 }, 'comments'],
    ['share that is not a boolean', { overallExperience: 8, shareComments: 'yes' }, 'shareComments'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_case, body, field) => {
    const { cookie, userId } = await signIn(freshEmail());
    const response = await put(cookie, `/api/courses/${PEBBLE}/my-rating`, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(Object.keys(error.fieldErrors)).toContain(field);
    expect(await getItem(ratingKeys.rating(userId, PEBBLE))).toBeUndefined();
  });

  it('refuses a rating of a course the golfer never played, and counts nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    const refused = await put(cookie, `/api/courses/${courseId}/my-rating`, buildRating(2));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: RATING_NEEDS_PLAYED_MESSAGE });
    expect(await getItem(ratingKeys.rating(userId, courseId))).toBeUndefined();
    expect((await community(cookie, courseId)).raterCount).toBe(0);
    // A round there makes the golfer one who played it; deleting the last one makes them one who did not.
    const round = await createTestRound(cookie, courseId);
    expect((await put(cookie, `/api/courses/${courseId}/my-rating`, buildRating(2))).status).toBe(200);
    await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie });
    expect((await put(cookie, `/api/courses/${courseId}/my-rating`, buildRating(3))).status).toBe(403);
  });

  it('answers 400 when no category is rated', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await put(cookie, `/api/courses/${PEBBLE}/my-rating`, {
      ratingTags: ['Scenic'],
      comments: 'Lovely',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: RATING_REQUIRED_MESSAGE });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch(`/api/courses/${PEBBLE}/my-rating`, {
      method: 'PUT',
      cookie,
      rawBody: '{"overallExperience": 8',
    });
    expect(response.status).toBe(400);
  });

  it('keeps one rating per golfer: a second submission replaces the first in the figures', async () => {
    const golfers = await Promise.all([1, 2, 3].map(() => signIn(freshEmail())));
    const courseId = await createTestCourse(golfers[0]!.cookie);
    await rate(golfers[0]!.cookie, courseId, { overallExperience: 4, ratingTags: ['Disappointing'] });
    await rate(golfers[0]!.cookie, courseId, { overallExperience: 9, ratingTags: ['Memorable'] });
    await rate(golfers[1]!.cookie, courseId, { overallExperience: 8, architectureDesign: 6 });
    expect(await community(golfers[0]!.cookie, courseId)).toMatchObject({
      raterCount: 2,
      enough: false,
      fescueScore: null,
      tags: [],
    });
    await rate(golfers[2]!.cookie, courseId, { overallExperience: 7, ratingTags: ['Memorable'] });
    const figures = await community(golfers[0]!.cookie, courseId);
    // Fescue Scores 9, 7 (8 and 6) and 7: the mean of the three.
    expect(figures).toMatchObject({ raterCount: 3, enough: true, fescueScore: 7.7 });
    expect(figures.categories.find((c) => c.key === 'overallExperience')).toEqual({
      key: 'overallExperience',
      average: 8,
      count: 3,
    });
    // Only one golfer rated the design: not shown on its own.
    expect(figures.categories.find((c) => c.key === 'architectureDesign')).toEqual({
      key: 'architectureDesign',
      average: null,
      count: 1,
    });
    expect(figures.tags).toEqual([{ tag: 'Memorable', count: 2 }]);
  });

  it('shows the real figures on the course and in search results', async () => {
    const golfers = await Promise.all([1, 2, 3].map(() => signIn(freshEmail())));
    const courseId = await createTestCourse(golfers[0]!.cookie, 'Figures');
    for (const [index, golfer] of golfers.entries()) {
      await rate(golfer.cookie, courseId, { overallExperience: 7 + index });
    }
    const course = courseSchema.parse(
      await (await apiFetch(`/api/courses/${courseId}`, { cookie: golfers[0]!.cookie })).json(),
    );
    expect(course).toMatchObject({ userRating: 8, reviewCount: 3 });
    const name = encodeURIComponent(course.name);
    const hits = courseSearchResultSchema
      .array()
      .parse(await (await apiFetch(`/api/courses/search?q=${name}`, { cookie: golfers[0]!.cookie })).json());
    expect(hits.find((hit) => hit.id === courseId)).toMatchObject({ userRating: 8, reviewCount: 3 });
  });
});

describe('PATCH /api/rounds/{id}/rating', () => {
  it('rates the round and its course; deleting the round takes it out of the figures', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    const round = await createTestRound(cookie, courseId);
    const response = await apiFetch(`/api/rounds/${round.id}/rating`, {
      method: 'PATCH',
      cookie,
      body: buildRating(4, { comments: 'Wind off the ocean', shareComments: true }),
    });
    expect(response.status).toBe(200);
    const rated = roundSchema.parse(await response.json());
    expect(rated).toMatchObject({
      id: round.id,
      ratingComments: 'Wind off the ocean',
      ratingShared: true,
      ratingTags: buildRating(4).ratingTags,
    });
    const { rating } = await mine(cookie, courseId);
    expect(rating).toMatchObject({ roundId: round.id, comments: 'Wind off the ocean' });
    expect((await community(cookie, courseId)).raterCount).toBe(1);

    const deleted = await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    expect((await mine(cookie, courseId)).rating).toBeNull();
    expect(await getItem(ratingKeys.aggregate(courseId))).toMatchObject({ raters: 0, scoreTenths: 0 });
    expect(await getItem(ratingKeys.rating(userId, courseId))).toBeUndefined();
  });

  it("makes the round's rating count again when the same rating is sent over a later one of the course", async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    const round = await createTestRound(cookie, courseId);
    const rateRound = () =>
      apiFetch(`/api/rounds/${round.id}/rating`, { method: 'PATCH', cookie, body: buildRating(4) });
    expect((await rateRound()).status).toBe(200);
    const fromRound = (await mine(cookie, courseId)).rating;
    await rate(cookie, courseId, buildRating(8));
    expect((await mine(cookie, courseId)).rating).toMatchObject({ roundId: null, comments: 'Round 8' });

    // The round's rating is unchanged, but Rate Course on it makes it the golfer's rating that counts.
    const again = await rateRound();
    expect(again.status).toBe(200);
    expect(roundSchema.parse(await again.json())).toMatchObject({ id: round.id, ratingComments: 'Round 4' });
    expect((await mine(cookie, courseId)).rating).toMatchObject({
      roundId: round.id,
      comments: 'Round 4',
      fescueScore: fromRound?.fescueScore,
    });
    expect(await getItem(ratingKeys.aggregate(courseId))).toMatchObject({
      raters: 1,
      scoreTenths: Math.round((fromRound?.fescueScore ?? 0) * 10),
    });
    expect(await getItem(ratingKeys.rating(userId, courseId))).toMatchObject({ roundId: round.id });
  });

  it("answers 404 for another golfer's round and leaves it unrated", async () => {
    const owner = await signIn(freshEmail());
    const intruder = await signIn(freshEmail());
    const round = await createTestRound(owner.cookie, PEBBLE);
    const response = await apiFetch(`/api/rounds/${round.id}/rating`, {
      method: 'PATCH',
      cookie: intruder.cookie,
      body: buildRating(2),
    });
    expect(response.status).toBe(404);
    expect(await getItem(roundKeys.round(owner.userId, round.id))).toMatchObject({ overallExperience: null });
    expect(await getItem(ratingKeys.rating(intruder.userId, PEBBLE))).toBeUndefined();
  });

  it('answers 400 naming the field and leaves the round as it was', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = await createTestRound(cookie, PEBBLE, { overallExperience: 8 });
    const response = await apiFetch(`/api/rounds/${round.id}/rating`, {
      method: 'PATCH',
      cookie,
      body: { overallExperience: 12 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(
      'overallExperience',
    );
    expect(await getItem(roundKeys.round(userId, round.id))).toMatchObject({ overallExperience: 8 });
  });

  it('counts the latest submitted rating, from a round or not', async () => {
    const { cookie } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    const round = await createTestRound(cookie, courseId, { overallExperience: 6 });
    expect((await mine(cookie, courseId)).rating).toMatchObject({ roundId: round.id, overallExperience: 6 });
    await rate(cookie, courseId, { overallExperience: 9 });
    expect((await mine(cookie, courseId)).rating).toMatchObject({ roundId: null, overallExperience: 9 });
    // Deleting the round no longer touches the rating: it is not the one that counts.
    await apiFetch(`/api/rounds/${round.id}`, { method: 'DELETE', cookie });
    expect((await mine(cookie, courseId)).rating).toMatchObject({ overallExperience: 9 });
    expect(await getItem(ratingKeys.aggregate(courseId))).toMatchObject({ raters: 1, scoreTenths: 90 });
  });
});

describe('DELETE /api/courses/{id}/my-rating', () => {
  it('takes the rating out of the figures, then answers 404', async () => {
    const { cookie } = await signIn(freshEmail());
    const courseId = await createTestCourse(cookie);
    await rate(cookie, courseId, buildRating(5));
    const first = await apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'DELETE', cookie });
    expect(first.status).toBe(200);
    expect(await getItem(ratingKeys.aggregate(courseId))).toMatchObject({ raters: 0, scoreTenths: 0 });
    const second = await apiFetch(`/api/courses/${courseId}/my-rating`, { method: 'DELETE', cookie });
    expect(second.status).toBe(404);
  });
});

describe('drafts', () => {
  it('keeps a draft server-side, gives it back on another device, and removes it on submit', async () => {
    const email = freshEmail();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const courseId = await createTestCourse(laptop.cookie);
    const round = await createTestRound(laptop.cookie, courseId);
    const saved = await put(laptop.cookie, `/api/courses/${courseId}/my-rating/draft`, {
      landscapeScenery: 9.5,
      ratingTags: ['Scenic'],
      comments: 'Finish later',
      roundId: round.id,
    });
    expect(saved.status).toBe(200);
    const draft = ratingDraftSchema.parse(await saved.json());
    expect(draft).toMatchObject({ landscapeScenery: 9.5, overallExperience: 0, roundId: round.id });
    expect(Date.parse(draft.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await mine(phone.cookie, courseId)).draft).toEqual(draft);
    await rate(phone.cookie, courseId, { landscapeScenery: 9.5 });
    expect((await mine(laptop.cookie, courseId)).draft).toBeNull();
  });

  it('answers 400 for a bad draft value and 404 when deleting a draft that is not there', async () => {
    const { cookie } = await signIn(freshEmail());
    const bad = await put(cookie, `/api/courses/${PEBBLE}/my-rating/draft`, { landscapeScenery: -1 });
    expect(bad.status).toBe(400);
    const missing = await apiFetch(`/api/courses/${PEBBLE}/my-rating/draft`, { method: 'DELETE', cookie });
    expect(missing.status).toBe(404);
  });

  it("keeps each golfer's draft to themselves", async () => {
    const owner = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    await put(owner.cookie, `/api/courses/${PEBBLE}/my-rating/draft`, { overallExperience: 3 });
    expect((await mine(other.cookie, PEBBLE)).draft).toBeNull();
    const response = await apiFetch(`/api/courses/${PEBBLE}/my-rating/draft`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(response.status).toBe(404);
    expect((await mine(owner.cookie, PEBBLE)).draft).toMatchObject({ overallExperience: 3 });
  });
});

describe('GET /api/courses/{id}/ratings/comments', () => {
  it('lists only shared comments, newest first, signed with first name and last initial, in pages', async () => {
    const alex = await signIn(freshEmail());
    const sam = await signIn(freshEmail());
    for (const [golfer, firstName, lastName] of [
      [alex, 'Alex', 'Morgan'],
      [sam, 'Sam', 'Rivera'],
    ] as const) {
      const named = await apiFetch('/api/user/profile', {
        method: 'PATCH',
        cookie: golfer.cookie,
        body: { firstName, lastName },
      });
      expect(named.status).toBe(200);
    }
    const kept = await signIn(freshEmail());
    const courseId = await createTestCourse(alex.cookie);
    await rate(alex.cookie, courseId, {
      overallExperience: 8,
      comments: 'Bring a windbreaker',
      shareComments: true,
    });
    await rate(kept.cookie, courseId, { overallExperience: 6, comments: 'Private thought' });
    await rate(sam.cookie, courseId, { overallExperience: 9, comments: 'The 16th!', shareComments: true });
    const first = await apiFetch(`/api/courses/${courseId}/ratings/comments?limit=1`, {
      cookie: kept.cookie,
    });
    const page = sharedCommentsResponseSchema.parse(await first.json());
    expect(page.comments).toEqual([
      { author: 'Sam R.', comments: 'The 16th!', fescueScore: 9, submittedAt: expect.any(String) },
    ]);
    const second = await apiFetch(
      `/api/courses/${courseId}/ratings/comments?limit=1&cursor=${page.nextCursor}`,
      { cookie: kept.cookie },
    );
    const rest = sharedCommentsResponseSchema.parse(await second.json());
    expect(rest.comments.map((comment) => comment.author)).toEqual(['Alex M.']);
    const tampered = await apiFetch(`/api/courses/${courseId}/ratings/comments?cursor=abc`, {
      cookie: kept.cookie,
    });
    expect(tampered.status).toBe(400);
  });
});

describe('GET /api/courses/fescue-list', () => {
  it('ranks by Bayesian average, so many high ratings beat one perfect one, and lists 3+ raters only', async () => {
    const golfers = await Promise.all(Array.from({ length: 6 }, () => signIn(freshEmail())));
    const [many, few, unlisted] = await Promise.all([
      createTestCourse(golfers[0]!.cookie, 'Many'),
      createTestCourse(golfers[0]!.cookie, 'Few'),
      createTestCourse(golfers[0]!.cookie, 'Unlisted'),
    ]);
    for (const golfer of golfers) await rate(golfer.cookie, many, { overallExperience: 9.5 });
    for (const golfer of golfers.slice(0, 3)) await rate(golfer.cookie, few, { overallExperience: 10 });
    for (const golfer of golfers.slice(0, 2)) await rate(golfer.cookie, unlisted, { overallExperience: 10 });
    const response = await apiFetch('/api/courses/fescue-list?limit=100', { cookie: golfers[0]!.cookie });
    expect(response.status).toBe(200);
    const { courses } = fescueListResponseSchema.parse(await response.json());
    const ids = courses.map((entry) => entry.course.id);
    expect(ids).toContain(many);
    expect(ids).not.toContain(unlisted);
    expect(ids.indexOf(many)).toBeLessThan(ids.indexOf(few));
    expect(courses.find((entry) => entry.course.id === many)).toMatchObject({
      fescueScore: 9.5,
      raterCount: 6,
      rankingScore: 8.36,
    });
    // Taking ratings away drops a course from the list once it has fewer than three.
    await apiFetch(`/api/courses/${few}/my-rating`, { method: 'DELETE', cookie: golfers[0]!.cookie });
    const after = fescueListResponseSchema.parse(
      await (await apiFetch('/api/courses/fescue-list?limit=100', { cookie: golfers[0]!.cookie })).json(),
    );
    expect(after.courses.map((entry) => entry.course.id)).not.toContain(few);
  });

  it('keeps answering links from before the rename at the old path, with the same list', async () => {
    const { cookie } = await signIn(freshEmail());
    const [current, old] = await Promise.all([
      apiFetch('/api/courses/fescue-list?limit=5', { cookie }),
      apiFetch('/api/courses/golfers-choice?limit=5', { cookie }),
    ]);
    expect(old.status).toBe(200);
    expect(fescueListResponseSchema.parse(await old.json())).toEqual(
      fescueListResponseSchema.parse(await current.json()),
    );
  });

  it('answers 400 for a bad limit', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses/fescue-list?limit=0', { cookie });
    expect(response.status).toBe(400);
  });
});
