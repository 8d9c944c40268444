import { describe, expect, it } from 'vitest';
import { RATING_REQUIRED_MESSAGE, ratingDraftInputSchema, ratingSubmissionSchema } from './rating';
import { createRoundSchema } from './round-requests';

describe('the rating submission schema', () => {
  it('fills unrated categories with 0, trims comments and drops repeated tags', () => {
    expect(
      ratingSubmissionSchema.parse({
        overallExperience: 8.5,
        ratingTags: ['Scenic', 'Scenic'],
        comments: '  ',
      }),
    ).toMatchObject({
      overallExperience: 8.5,
      valuePricing: 0,
      ratingTags: ['Scenic'],
      comments: null,
      shareComments: false,
    });
  });

  it.each([
    [{ overallExperience: 10.5 }, 'overallExperience'],
    [{ overallExperience: 8.25 }, 'overallExperience'],
    [{ overallExperience: '8' }, 'overallExperience'],
    [{ overallExperience: 8, ratingTags: ['Cheap'] }, 'ratingTags'],
  ])('refuses %j, naming %s', (input, field) => {
    const result = ratingSubmissionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('needs at least one rated category', () => {
    const result = ratingSubmissionSchema.safeParse({ comments: 'Lovely' });
    expect(result.error?.issues[0]?.message).toBe(RATING_REQUIRED_MESSAGE);
  });

  it('lets a draft hold nothing rated yet', () => {
    expect(ratingDraftInputSchema.parse({ comments: 'later' })).toMatchObject({
      roundId: null,
      comments: 'later',
    });
  });

  it('takes the popup’s 0-10 ratings on a round, and refuses the old 1-5 steps that are off the scale', () => {
    expect(createRoundSchema.parse({ courseId: 'x', score: 80, overallExperience: 8 })).toMatchObject({
      overallExperience: 8,
    });
    expect(createRoundSchema.safeParse({ courseId: 'x', score: 80, overallExperience: 11 }).success).toBe(
      false,
    );
  });
});
