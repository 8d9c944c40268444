import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { currentHandicap } from '../../../../../shared/handicap/current-handicap';
import { formatHandicapIndex, parseHandicapText } from '../../../../../shared/handicap/handicap-text';
import { courseHandicap, MAX_HANDICAP_INDEX } from '../../../../../shared/handicap/whs';
import type { Course } from '../../../../../shared/schemas/course';
import { DEFAULT_SLOPE } from '../../../../../shared/schemas/course';
import { useAuthUser } from '../../auth/api/get-auth-user';
import { Card, CardContent, CardHeader } from '../../../shared/ui/card';
import { Field, Input } from '../../../shared/ui/field';

/** Plus handicaps are written "+2.3": the course handicap of a plus index is a plus figure too. */
function strokesText(strokes: number): string {
  return strokes < 0 ? `+${-strokes}` : String(strokes);
}

/**
 * The course handicap calculator (issue 17): WHS rule 6.1, index × slope / 113 + (course rating − par),
 * from the golfer's handicap (GHIN's, else their own; any index can be typed instead) and this course's
 * published figures. A course with no published course rating cannot give one, and says so.
 */
export function CourseHandicapCard({ course }: { course: Course }) {
  const { user } = useAuthUser();
  const mine = user ? currentHandicap(user) : null;
  // Until the golfer types, the box shows their own handicap (which may arrive after the first render).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? formatHandicapIndex(mine?.value) ?? '';
  const index = parseHandicapText(text);
  const valid = index !== undefined && index <= MAX_HANDICAP_INDEX && index >= -10;
  const slopePublished = !course.defaultedFigures?.includes('slopeRating');
  const rating = course.courseRating;

  let result;
  if (rating === null || rating <= 0) {
    result = (
      <p className="course-handicap__none">
        {course.name} has no published course rating, so a course handicap cannot be worked out here.
      </p>
    );
  } else if (text.trim() === '') {
    result = <p className="course-handicap__none">Type a Handicap Index to see your strokes here.</p>;
  } else if (!valid) {
    result = null;
  } else {
    const slope = course.slopeRating || DEFAULT_SLOPE;
    const strokes = courseHandicap({ handicapIndex: index, slope, courseRating: rating, par: course.par });
    result = (
      <div className="course-handicap__result" aria-live="polite">
        <p>
          Course Handicap <strong>{strokesText(strokes)}</strong>
        </p>
        <p className="course-handicap__working">
          {formatHandicapIndex(index)} × {slope} / 113 + ({rating} − {course.par})
          {slopePublished ? '' : `; no slope is published, so the standard ${DEFAULT_SLOPE} is used`}
        </p>
      </div>
    );
  }

  return (
    <Card className="course-handicap">
      <CardHeader title="Course handicap" icon={<Calculator />} />
      <CardContent>
        <Field
          label="Handicap Index"
          error={
            text.trim() !== '' && !valid
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
            value={text}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        {result}
      </CardContent>
    </Card>
  );
}
