import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '#shared/format/date';
import { RATING_CATEGORIES } from '#shared/ratings/categories';
import { fescueScore, ratedValues } from '#shared/ratings/fescue-score';
import type { CommunityRatings } from '#shared/schemas/rating';
import { isHttpError } from '@/shared/api/http';
import { useSessionExpiredRedirect, useSessionOverNotice } from '@/shared/lib/use-unauthorized-redirect';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useDiscardGuard, type DiscardGuard } from '@/shared/ui/discard-guard';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { useDeleteDraft } from './api/delete-draft';
import { useCommunityRatings } from './api/get-community-ratings';
import { useMyRating } from './api/get-my-rating';
import { useRateRound } from '@/features/rounds';
import { useSaveDraft } from './api/save-draft';
import { useSubmitCourseRating } from './api/submit-course-rating';
import { CategoryCard } from './components/category-card';
import { FescueScoreCard } from './components/fescue-score-card';
import type { RatingTarget } from './rating-target';
import {
  initialRatingValues,
  isRated,
  sameRatingValues,
  setCategory,
  toDraftInput,
  toggleTag,
  toSubmission,
  type RatingSource,
  type RatingValues,
} from './rating-values';
import './course-rating.css';

export interface RateCourseDialogProps {
  /** The course (and round) being rated; null closes the dialog. */
  target: RatingTarget | null;
  onOpenChange: (open: boolean) => void;
  /** After a successful submission (the completion callback). */
  onSubmitted?: () => void;
  /**
   * Add New Round (no round yet): the rating is handed back to the round form instead of being submitted,
   * and the round's own write submits it. No draft is kept in this mode.
   */
  collect?: { values: RatingValues | null; onCollect: (values: RatingValues) => void };
}

export const RATING_SUBMITTED = {
  title: 'Rating Submitted!',
  description: 'Your detailed course rating has been saved and will help other members.',
} as const;
export const RATING_FAILED = {
  title: 'Error',
  description: 'Failed to submit rating. Please try again.',
} as const;

/**
 * Rate Your Experience (docs/product-rules.md#ratings): nine category cards with the community's averages,
 * a 0-10 slider and quick tags each, Additional Comments, Your Fescue Score once a category is rated, Save
 * Draft (kept server-side, on any device) and Submit Rating. Opened from Rate Course (dashboard, Round
 * History), the course page and Add New Round.
 */
export default function RateCourseDialog({
  target,
  onOpenChange,
  onSubmitted,
  collect,
}: RateCourseDialogProps) {
  const guard = useDiscardGuard(onOpenChange, {
    title: 'Discard this rating?',
    description:
      'Your ratings, tags and comments will be lost. Save Draft keeps them for later, on any device.',
  });
  return (
    <Dialog open={target !== null} onOpenChange={guard.onOpenChange}>
      {target ? (
        <RatingDialogBody
          // A different course or round starts afresh.
          key={`${target.courseId}|${target.round?.id ?? ''}`}
          target={target}
          guard={guard}
          close={() => onOpenChange(false)}
          onSubmitted={onSubmitted}
          collect={collect}
        />
      ) : null}
      {guard.prompt}
    </Dialog>
  );
}

function RatingDialogBody({
  target,
  guard,
  close,
  onSubmitted,
  collect,
}: {
  target: RatingTarget;
  guard: DiscardGuard;
  close: () => void;
  onSubmitted: (() => void) | undefined;
  collect: RateCourseDialogProps['collect'];
}) {
  const mine = useMyRating(collect ? null : target.courseId);
  const community = useCommunityRatings(target.courseId);
  const sessionExpired = useSessionExpiredRedirect();
  const unauthorized = isHttpError(mine.error, 401) || isHttpError(community.error, 401);
  useEffect(() => {
    if (unauthorized) sessionExpired(window.location.pathname);
  }, [unauthorized, sessionExpired]);

  // The form starts from what the server holds now (a draft saved on another device included), so it waits
  // for this opening's own read even when an older answer is cached; later refreshes leave it alone.
  const [settled, setSettled] = useState(false);
  if (!settled && (mine.error !== undefined || (mine.data !== undefined && !mine.isValidating)))
    setSettled(true);
  const loading = !collect && !settled;
  const initial = collect
    ? collect.values
      ? { values: collect.values, source: 'round' as const }
      : initialRatingValues({ draft: null, rating: null, round: target.round ?? null })
    : initialRatingValues({
        draft: mine.data?.draft ?? null,
        rating: mine.data?.rating ?? null,
        round: target.round ?? null,
      });
  return (
    <DialogContent
      title="Rate Your Experience"
      description={`Share your detailed thoughts about ${target.courseName} to help fellow golfers discover exceptional courses.`}
      className="rate-dialog"
      // Focus the dialog, not the first slider: an arrow key on a focused slider would change a rating.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      {loading ? (
        <RatingFormSkeleton />
      ) : (
        <RatingForm
          target={target}
          initial={initial.values}
          source={initial.source}
          draftSavedAt={mine.data?.draft && initial.source === 'draft' ? mine.data.draft.savedAt : null}
          community={community.data}
          communityLoading={community.data === undefined && community.error === undefined}
          guard={guard}
          close={close}
          onSubmitted={onSubmitted}
          collect={collect}
        />
      )}
    </DialogContent>
  );
}

function RatingForm({
  target,
  initial,
  source,
  draftSavedAt,
  community,
  communityLoading,
  guard,
  close,
  onSubmitted,
  collect,
}: {
  target: RatingTarget;
  initial: RatingValues;
  source: RatingSource;
  draftSavedAt: string | null;
  community: CommunityRatings | undefined;
  communityLoading: boolean;
  guard: DiscardGuard;
  close: () => void;
  onSubmitted: (() => void) | undefined;
  collect: RateCourseDialogProps['collect'];
}) {
  const { toast } = useToast();
  const sessionOver = useSessionOverNotice();
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState<'submit' | 'draft' | null>(null);
  const roundId = target.round?.id ?? null;
  const rateRound = useRateRound(roundId ?? '');
  const submitCourse = useSubmitCourseRating(target.courseId);
  const saveDraft = useSaveDraft(target.courseId);
  const deleteDraft = useDeleteDraft(target.courseId);

  const unsaved = !sameRatingValues(values, initial);
  useEffect(() => guard.setUnsaved(unsaved), [guard, unsaved]);

  const rated = ratedValues(values.ratings).length;
  const score = fescueScore(values.ratings);
  const averages = new Map(community?.categories.map((category) => [category.key, category.average]));

  const finish = () => {
    guard.setUnsaved(false);
    close();
  };
  const failed = (error: unknown, fallback: { title: string; description: string }) => {
    // The dialog stays open and filled: a session that is over never costs the golfer their ratings.
    if (isHttpError(error, 401)) sessionOver();
    // A refusal the golfer can act on (a course they have not played) says what to do.
    else if (isHttpError(error, 403) && error.body?.message)
      toast({ title: 'Not rated', description: error.body.message, variant: 'destructive' });
    else toast({ ...fallback, variant: 'destructive' });
  };

  const submit = async () => {
    if (collect) {
      collect.onCollect(values);
      finish();
      return;
    }
    setPending('submit');
    try {
      if (roundId) await rateRound.trigger(toSubmission(values));
      else await submitCourse.trigger(toSubmission(values));
    } catch (error) {
      // Any failure, not only a network one (docs/product-rules.md#ratings).
      failed(error, RATING_FAILED);
      setPending(null);
      return;
    }
    setPending(null);
    toast({ ...RATING_SUBMITTED, variant: 'success' });
    finish();
    onSubmitted?.();
  };

  const keepDraft = async () => {
    setPending('draft');
    try {
      await saveDraft.trigger(toDraftInput(values, roundId));
    } catch (error) {
      failed(error, { title: 'Error', description: 'Failed to save your draft. Please try again.' });
      setPending(null);
      return;
    }
    setPending(null);
    toast({
      title: 'Draft Saved',
      description: `Your rating of ${target.courseName} is saved. Finish it later, on any device.`,
      variant: 'success',
    });
    finish();
  };

  const discardDraft = async () => {
    try {
      await deleteDraft.trigger();
    } catch (error) {
      failed(error, { title: 'Error', description: 'Failed to discard your draft. Please try again.' });
    }
  };

  return (
    <div className="rate-dialog__form">
      {source === 'draft' && draftSavedAt ? (
        <div className="rate-dialog__notice" role="status">
          <p>
            Draft saved <time dateTime={draftSavedAt}>{formatDateTime(draftSavedAt)}</time>
          </p>
          <Button variant="ghost" size="sm" onClick={() => void discardDraft()}>
            <Trash2 aria-hidden="true" />
            Discard draft
          </Button>
        </div>
      ) : source === 'rating' ? (
        <p className="rate-dialog__notice" role="status">
          Your current rating of this course is filled in: change what you like and submit again.
        </p>
      ) : null}

      {community && !community.enough ? (
        <p className="rate-dialog__community-note">
          Community averages appear once 3 golfers have rated this course
          {community.raterCount > 0
            ? ` (${community.raterCount} so far).`
            : '. Yours could be among the first.'}
        </p>
      ) : null}

      {rated > 0 ? <FescueScoreCard score={score} rated={rated} /> : null}

      <div className="rate-dialog__categories">
        {RATING_CATEGORIES.map((category) => (
          <CategoryCard
            key={category.key}
            category={category}
            value={values.ratings[category.key]}
            selectedTags={values.ratingTags}
            community={{ average: averages.get(category.key) ?? null, loading: communityLoading }}
            onChange={(value) => setValues((current) => setCategory(current, category.key, value))}
            onToggleTag={(tag) => setValues((current) => toggleTag(current, tag))}
          />
        ))}
      </div>

      <div className="rate-dialog__comments">
        <label id="rating-comments-label" htmlFor="rating-comments" className="rating-category__label">
          Additional Comments
        </label>
        <p id="rating-comments-hint" className="rating-category__description">
          Share anecdotes, tips, or specific details about your round
        </p>
        <textarea
          id="rating-comments"
          className="input rate-dialog__textarea"
          rows={4}
          aria-describedby="rating-comments-hint"
          value={values.comments}
          onChange={(event) => setValues((current) => ({ ...current, comments: event.target.value }))}
        />
        <label className="rate-dialog__share">
          <input
            type="checkbox"
            checked={values.shareComments}
            onChange={(event) =>
              setValues((current) => ({ ...current, shareComments: event.target.checked }))
            }
          />
          <span>
            Share my comments with the community
            <span className="rate-dialog__share-hint">
              Shown on the course page with your first name and last initial. Off: only you see them.
            </span>
          </span>
        </label>
      </div>

      <div className="rate-dialog__footer">
        {!isRated(values) ? (
          <p className="rate-dialog__footer-hint" id="rate-submit-hint">
            Rate at least one category to submit.
          </p>
        ) : null}
        <div className="rate-dialog__buttons">
          {collect ? null : (
            <Button
              variant="secondary"
              onClick={() => void keepDraft()}
              pending={pending === 'draft'}
              disabled={pending !== null}
            >
              Save Draft
            </Button>
          )}
          <Button
            onClick={() => void submit()}
            pending={pending === 'submit'}
            disabled={pending !== null || !isRated(values)}
            aria-describedby={isRated(values) ? undefined : 'rate-submit-hint'}
          >
            {pending === 'submit' ? 'Submitting...' : collect ? 'Add to Round' : 'Submit Rating'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function RatingFormSkeleton() {
  return (
    <div className="rate-dialog__form" role="status" aria-live="polite">
      <span className="visually-hidden">Loading your rating...</span>
      <div className="rate-dialog__categories">
        {RATING_CATEGORIES.map((category) => (
          <Skeleton key={category.key} height={212} className="rating-category rating-category--skeleton" />
        ))}
      </div>
    </div>
  );
}
