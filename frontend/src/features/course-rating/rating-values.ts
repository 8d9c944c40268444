import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import type { MyRating, RatingDraft, RatingDraftInput, RatingSubmissionInput } from '#shared/schemas/rating';
import type { Round } from '#shared/schemas/round';

/** What the Rate Your Experience dialog holds: the nine categories (0 = unrated), tags, comments, sharing. */
export interface RatingValues {
  ratings: Record<RatingKey, number>;
  ratingTags: string[];
  comments: string;
  shareComments: boolean;
}

export type RatingSource = 'draft' | 'round' | 'rating' | 'empty';

function categories(source: Partial<Record<RatingKey, number | null>>): Record<RatingKey, number> {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, source[key] ?? 0])) as Record<RatingKey, number>;
}

export function emptyRatingValues(): RatingValues {
  return { ratings: categories({}), ratingTags: [], comments: '', shareComments: false };
}

function fromSaved(saved: RatingDraft | MyRating): RatingValues {
  return {
    ratings: categories(saved),
    ratingTags: [...saved.ratingTags],
    comments: saved.comments ?? '',
    shareComments: saved.shareComments,
  };
}

function fromRound(round: Round): RatingValues {
  return {
    ratings: categories(round),
    ratingTags: [...round.ratingTags],
    comments: round.ratingComments ?? '',
    shareComments: round.ratingShared,
  };
}

export function isRated(values: RatingValues): boolean {
  return RATING_KEYS.some((key) => values.ratings[key] > 0);
}

/**
 * What the dialog opens with: the golfer's draft of the course (when it is for this round, or for no round),
 * else the round's own rating, else the golfer's current rating of the course, else nothing.
 */
export function initialRatingValues(o: {
  draft: RatingDraft | null;
  rating: MyRating | null;
  round: Round | null;
}): { values: RatingValues; source: RatingSource } {
  const { draft, rating, round } = o;
  if (draft && (draft.roundId === null || draft.roundId === (round?.id ?? null) || !round)) {
    return { values: fromSaved(draft), source: 'draft' };
  }
  if (round && isRated(fromRound(round))) return { values: fromRound(round), source: 'round' };
  if (rating) return { values: fromSaved(rating), source: 'rating' };
  return { values: emptyRatingValues(), source: 'empty' };
}

export function toSubmission(values: RatingValues): RatingSubmissionInput {
  const comments = values.comments.trim();
  return {
    ...values.ratings,
    ratingTags: values.ratingTags,
    comments: comments === '' ? null : comments,
    shareComments: values.shareComments,
  };
}

export function toDraftInput(values: RatingValues, roundId: string | null): RatingDraftInput {
  return { ...toSubmission(values), roundId };
}

export function sameRatingValues(a: RatingValues, b: RatingValues): boolean {
  return (
    RATING_KEYS.every((key) => a.ratings[key] === b.ratings[key]) &&
    a.comments.trim() === b.comments.trim() &&
    a.shareComments === b.shareComments &&
    a.ratingTags.length === b.ratingTags.length &&
    a.ratingTags.every((tag) => b.ratingTags.includes(tag))
  );
}

export function toggleTag(values: RatingValues, tag: string): RatingValues {
  const ratingTags = values.ratingTags.includes(tag)
    ? values.ratingTags.filter((selected) => selected !== tag)
    : [...values.ratingTags, tag];
  return { ...values, ratingTags };
}

export function setCategory(values: RatingValues, key: RatingKey, value: number): RatingValues {
  return { ...values, ratings: { ...values.ratings, [key]: value } };
}
