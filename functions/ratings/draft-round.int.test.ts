import { describe, expect, it } from 'vitest';
import { ratingDraftSchema } from '#shared/schemas/rating';
import { ROUND_NOT_FOUND_MESSAGE } from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { ratingKeys } from '../data/keys/rating-keys';
import { createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';

const PEBBLE = 'pebble-beach-golf-links';

function putDraft(cookie: string, body: Record<string, unknown>) {
  return apiFetch(`/api/courses/${PEBBLE}/my-rating/draft`, { method: 'PUT', cookie, body });
}

describe('a rating draft', () => {
  it("refuses a foreign round id in a draft: another golfer's round is a 404 and nothing is written", async () => {
    const owner = await signIn(freshEmail('owner'));
    const intruder = await signIn(freshEmail('intruder'));
    const ownersRound = await createTestRound(owner.cookie, PEBBLE);

    const response = await putDraft(intruder.cookie, { overallExperience: 4, roundId: ownersRound.id });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ROUND_NOT_FOUND_MESSAGE });
    expect(await getItem(ratingKeys.draft(intruder.userId, PEBBLE))).toBeUndefined();
  });

  it('refuses a round id that is no round of the golfer, and keeps the draft there was', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    expect((await putDraft(cookie, { overallExperience: 3 })).status).toBe(200);
    const before = await getItem(ratingKeys.draft(userId, PEBBLE));

    const response = await putDraft(cookie, { overallExperience: 9, roundId: '01JABCDEFGHJKMNPQRSTVWXYZ0' });
    expect(response.status).toBe(404);
    expect(await getItem(ratingKeys.draft(userId, PEBBLE))).toEqual(before);
  });

  it("saves a draft naming the golfer's own round", async () => {
    const { cookie } = await signIn(freshEmail());
    const round = await createTestRound(cookie, PEBBLE);
    const response = await putDraft(cookie, { overallExperience: 4, roundId: round.id });
    expect(response.status).toBe(200);
    expect(ratingDraftSchema.parse(await response.json())).toMatchObject({ roundId: round.id });
  });
});
