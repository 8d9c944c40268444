import { Star } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RATING_KEYS } from '../../../../../shared/schemas/round';
import { RateCourseDialog, type RatingValues } from '../../course-rating';
import { Button } from '../../../shared/ui/button';
import { ExperienceRatingDialog } from '../components/experience-rating-dialog';
import { fescueScore, ratingAverage, ratingLabel, type RoundRatings } from '../rating-summary';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext, useRoundFormCourse } from './use-round-form';

function zeroUnrated(ratings: RoundRatings): RatingValues['ratings'] {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, ratings[key] ?? 0])) as RatingValues['ratings'];
}

/**
 * Experience Rating: the quick star popup, or the detailed Rate Your Experience dialog (tags, comments,
 * sharing) in collect mode, which hands its values back to this form instead of submitting them.
 */
export function ExperienceRatingField() {
  const { control, setValue } = useRoundFormContext();
  const { course } = useRoundFormCourse();
  const [quickOpen, setQuickOpen] = useState(false);
  const [detailedOpen, setDetailedOpen] = useState(false);
  const watched = useWatch({ control, name: [...RATING_KEYS] });
  const ratings = Object.fromEntries(
    RATING_KEYS.map((key, index) => [key, watched[index] ?? null]),
  ) as RoundRatings;
  const [ratingTags, ratingComments, ratingShared] = useWatch({
    control,
    name: ['ratingTags', 'ratingComments', 'ratingShared'],
  });
  const average = ratingAverage(ratings);

  const applyRatings = (next: RoundRatings) => {
    for (const key of RATING_KEYS) setValue(key, next[key], { shouldDirty: true });
  };

  return (
    <div className="field">
      <span className="field__label">
        <OptionalLabel>Experience Rating</OptionalLabel>
      </span>
      <div className="round-form__rating">
        {average !== null ? (
          <p>
            <Star aria-hidden="true" />
            <strong>{fescueScore(average).toFixed(1)}/10</strong> {ratingLabel(average)}
          </p>
        ) : (
          <p className="round-form__muted">Not rated yet</p>
        )}
        <div className="round-form__rating-actions">
          <Button type="button" variant="secondary" size="sm" onClick={() => setQuickOpen(true)}>
            {average !== null ? 'Edit ratings' : 'Rate your experience'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!course}
            aria-describedby={course ? undefined : 'detailed-rating-hint'}
            onClick={() => setDetailedOpen(true)}
          >
            Detailed rating
          </Button>
        </div>
      </div>
      {course ? null : (
        <p className="field__hint" id="detailed-rating-hint">
          Pick the course to rate it in detail, with tags and comments.
        </p>
      )}
      <ExperienceRatingDialog
        open={quickOpen}
        onOpenChange={setQuickOpen}
        courseName={course?.name ?? null}
        ratings={ratings}
        onApply={applyRatings}
      />
      <RateCourseDialog
        target={detailedOpen && course ? { courseId: course.id, courseName: course.name } : null}
        onOpenChange={(next) => !next && setDetailedOpen(false)}
        collect={{
          values: {
            ratings: zeroUnrated(ratings),
            ratingTags: ratingTags ?? [],
            comments: ratingComments ?? '',
            shareComments: ratingShared ?? false,
          },
          onCollect: ({ ratings: detailed, ratingTags: tags, comments, shareComments }) => {
            applyRatings(
              Object.fromEntries(
                RATING_KEYS.map((key) => [key, detailed[key] > 0 ? detailed[key] : null]),
              ) as RoundRatings,
            );
            setValue('ratingTags', tags, { shouldDirty: true });
            setValue('ratingComments', comments, { shouldDirty: true });
            setValue('ratingShared', shareComments, { shouldDirty: true });
          },
        }}
      />
    </div>
  );
}
