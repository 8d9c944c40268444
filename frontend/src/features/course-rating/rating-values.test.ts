import { describe, expect, it } from 'vitest';
import { buildRound } from '@/testing/build-round';
import { buildDraft } from '@/testing/build-rating';
import {
  initialRatingValues,
  sameRatingValues,
  toDraftInput,
  toggleTag,
  toSubmission,
} from './rating-values';

describe('the rating dialog values', () => {
  it('opens with the draft first, then the round’s rating, then the golfer’s rating', () => {
    const round = buildRound({ overallExperience: 6 });
    const draft = buildDraft({ overallExperience: 9, roundId: round.id });
    expect(initialRatingValues({ draft, rating: null, round }).source).toBe('draft');
    expect(initialRatingValues({ draft: null, rating: null, round })).toMatchObject({
      source: 'round',
      values: { ratings: { overallExperience: 6 } },
    });
    expect(initialRatingValues({ draft: null, rating: null, round: buildRound() }).source).toBe('empty');
  });

  it('leaves a draft of another round aside', () => {
    const round = buildRound({ overallExperience: 6 });
    const draft = buildDraft({ overallExperience: 9, roundId: '01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(initialRatingValues({ draft, rating: null, round }).source).toBe('round');
  });

  it('sends trimmed comments, null when empty, and the round of a draft', () => {
    const values = toggleTag(
      initialRatingValues({ draft: null, rating: null, round: null }).values,
      'Scenic',
    );
    expect(toSubmission({ ...values, comments: '   ' })).toMatchObject({
      comments: null,
      ratingTags: ['Scenic'],
    });
    expect(toDraftInput(values, 'r1')).toMatchObject({ roundId: 'r1' });
    expect(toggleTag(values, 'Scenic').ratingTags).toEqual([]);
  });

  it('tells unsaved changes from what the dialog opened with', () => {
    const { values } = initialRatingValues({ draft: null, rating: null, round: null });
    expect(sameRatingValues(values, { ...values, comments: '  ' })).toBe(true);
    expect(sameRatingValues(values, { ...values, shareComments: true })).toBe(false);
  });
});
