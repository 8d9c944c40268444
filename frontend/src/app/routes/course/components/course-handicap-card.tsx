import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { currentHandicap } from '#shared/handicap/current-handicap';
import { formatHandicapIndex, parseHandicapText } from '#shared/handicap/handicap-text';
import { courseHandicap, MAX_HANDICAP_INDEX } from '#shared/handicap/whs';
import { numberFromText } from '#shared/schemas/number-text';
import { DEFAULT_SLOPE, publishedSlope, SLOPE_MAX, SLOPE_MIN, type Course } from '#shared/schemas/course';
import {
  ROUND_COURSE_RATING_MAX,
  ROUND_COURSE_RATING_MESSAGE,
  ROUND_COURSE_RATING_MIN,
  ROUND_SLOPE_MESSAGE,
} from '#shared/schemas/round';
import { useAuthUser } from '@/features/auth';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { Field, Input } from '@/shared/ui/field';

/** Plus handicaps are written "+2.3": the course handicap of a plus index is a plus figure too. */
function strokesText(strokes: number): string {
  return strokes < 0 ? `+${-strokes}` : String(strokes);
}

/** A typed figure within its range, undefined when it is not one (blank is null). */
function figureFrom(text: string, min: number, max: number, whole: boolean): number | null | undefined {
  if (text.trim() === '') return null;
  const value = numberFromText(text);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return undefined;
  return whole && !Number.isInteger(value) ? undefined : value;
}

/**
 * The course handicap calculator (docs/product-rules.md#ghin): WHS rule 6.1, index × slope / 113 + (course
 * rating − par), from the golfer's handicap (GHIN's, else their own) and the tee's course rating and slope:
 * this course's published ones when it has them, or the ones on the golfer's scorecard (most courses publish
 * none). Every figure can be typed over, for the tee the golfer plays.
 */
export function CourseHandicapCard({ course }: { course: Course }) {
  const { user } = useAuthUser();
  const mine = user ? currentHandicap(user) : null;
  const publishedSlopeRating = publishedSlope(course);
  const publishedRating = course.courseRating && course.courseRating > 0 ? course.courseRating : null;
  // Until the golfer types, each box shows what is known (the handicap may arrive after the first render).
  const [typedIndex, setTypedIndex] = useState<string | null>(null);
  const [typedRating, setTypedRating] = useState<string | null>(null);
  const [typedSlope, setTypedSlope] = useState<string | null>(null);
  const indexText = typedIndex ?? formatHandicapIndex(mine?.value) ?? '';
  const ratingText = typedRating ?? (publishedRating === null ? '' : String(publishedRating));
  const slopeText = typedSlope ?? (publishedSlopeRating === null ? '' : String(publishedSlopeRating));

  const index = parseHandicapText(indexText);
  const indexValid = index !== undefined && index <= MAX_HANDICAP_INDEX && index >= -10;
  const rating = figureFrom(ratingText, ROUND_COURSE_RATING_MIN, ROUND_COURSE_RATING_MAX, false);
  const slope = figureFrom(slopeText, SLOPE_MIN, SLOPE_MAX, true);

  let result;
  if (indexText.trim() === '') {
    result = <p className="course-handicap__none">Type a Handicap Index to see your strokes here.</p>;
  } else if (rating === null) {
    result = (
      <p className="course-handicap__none">
        {course.name} publishes no course rating: type your tee&apos;s Course Rating and Slope from the
        scorecard to see your strokes.
      </p>
    );
  } else if (!indexValid || rating === undefined || slope === undefined) {
    result = null;
  } else {
    const slopeUsed = slope ?? DEFAULT_SLOPE;
    const strokes = courseHandicap({
      handicapIndex: index,
      slope: slopeUsed,
      courseRating: rating,
      par: course.par,
    });
    result = (
      <div className="course-handicap__result" aria-live="polite">
        <p>
          Course Handicap <strong>{strokesText(strokes)}</strong>
        </p>
        <p className="course-handicap__working">
          {formatHandicapIndex(index)} × {slopeUsed} / 113 + ({rating} − {course.par})
          {slope === null ? `; with no slope, the standard ${DEFAULT_SLOPE} is used` : ''}
        </p>
      </div>
    );
  }

  return (
    <Card className="course-handicap">
      <CardHeader title="Course handicap" icon={<Calculator />} />
      <CardContent>
        <div className="course-handicap__fields">
          <Field
            label="Handicap Index"
            error={
              indexText.trim() !== '' && !indexValid
                ? 'Enter an index such as 12.4, or +2.3 for a plus handicap'
                : undefined
            }
            hint={
              mine ? `Filled in with your ${mine.source === 'ghin' ? 'GHIN index' : 'own index'}` : undefined
            }
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={indexText}
              onChange={(event) => setTypedIndex(event.target.value)}
            />
          </Field>
          <Field
            label="Course Rating"
            error={rating === undefined ? ROUND_COURSE_RATING_MESSAGE : undefined}
            hint={publishedRating === null ? "Your tee's, from the scorecard" : 'Published for this course'}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={ratingText}
              onChange={(event) => setTypedRating(event.target.value)}
            />
          </Field>
          <Field
            label="Slope"
            error={slope === undefined ? ROUND_SLOPE_MESSAGE : undefined}
            hint={
              publishedSlopeRating !== null ? 'Published for this course' : "Your tee's, from the scorecard"
            }
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={slopeText}
              onChange={(event) => setTypedSlope(event.target.value)}
            />
          </Field>
        </div>
        {result}
      </CardContent>
    </Card>
  );
}
