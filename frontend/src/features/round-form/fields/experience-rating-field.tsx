import { Star } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RATING_KEYS } from '#shared/schemas/round';
import { RateCourseDialog, type RatingValues } from '@/features/course-rating';
import { Button } from '@/shared/ui/button';
import { fescueScore, ratingAverage, ratingLabel, type RoundRatings } from '../rating-summary';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext, useRoundFormCourse } from './use-round-form';

function zeroUnrated(ratings: RoundRatings): RatingValues['ratings'] {
  return Object.fromEntries(RATING_KEYS.map((key) => [key, ratings[key] ?? 0])) as RatingValues['ratings'];
}

/**
 * Experience Rating: the one Rate Your Experience dialog (0-10 in half steps, tags, comments, sharing) in
 * collect mode, which hands its values back to this form; the round's own write submits them. The same
 * dialog and scale as everywhere a course is rated.
 */
export function ExperienceRatingField() {
  const { control, setValue } = useRoundFormContext();
  const { course } = useRoundFormCourse();
  const [open, setOpen] = useState(false);
  const watched = useWatch({ control, name: [...RATING_KEYS] });
  const ratings = Object.fromEntries(
    RATING_KEYS.map((key, index) => [key, watched[index] ?? null]),
  ) as RoundRatings;
  const [ratingTags, ratingComments, ratingShared] = useWatch({
    control,
    name: ['ratingTags', 'ratingComments', 'ratingShared'],
  });
  const average = ratingAverage(ratings);

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
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!course}
            aria-describedby={course ? undefined : 'experience-rating-hint'}
            onClick={() => setOpen(true)}
          >
            {average !== null ? 'Edit rating' : 'Rate your experience'}
          </Button>
        </div>
      </div>
      {course ? null : (
        <p className="field__hint" id="experience-rating-hint">
          Pick the course first, then rate it from 0 to 10.
        </p>
      )}
      <RateCourseDialog
        target={open && course ? { courseId: course.id, courseName: course.name } : null}
        onOpenChange={(next) => !next && setOpen(false)}
        collect={{
          values: {
            ratings: zeroUnrated(ratings),
            ratingTags: ratingTags ?? [],
            comments: ratingComments ?? '',
            shareComments: ratingShared ?? false,
          },
          onCollect: ({ ratings: rated, ratingTags: tags, comments, shareComments }) => {
            for (const key of RATING_KEYS) {
              setValue(key, rated[key] > 0 ? rated[key] : null, { shouldDirty: true });
            }
            setValue('ratingTags', tags, { shouldDirty: true });
            setValue('ratingComments', comments, { shouldDirty: true });
            setValue('ratingShared', shareComments, { shouldDirty: true });
          },
        }}
      />
    </div>
  );
}
