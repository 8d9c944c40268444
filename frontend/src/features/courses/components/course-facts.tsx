import {
  courseRatingLabel,
  DEFAULT_SLOPE,
  exclusivityLabel,
  publishedSlope,
  slopeLabel,
  type Course,
} from '#shared/schemas/course';
import { courseTypeLabel, exclusivityText } from '../lib/course-labels';
import { formatNumber } from '#shared/format/number';

interface Fact {
  term: string;
  value: string;
  label?: string;
  /** Says the figure is a default, not a published or given one. */
  note?: string;
}

/**
 * Course details: N/A where a figure is unknown, the label (docs/product-rules.md#course-labels) beside
 * rating, slope, exclusivity, and a note where the figure is a default (slope 113 with none published; a new
 * course's exclusivity from its type), so a default does not read as a rating.
 */
export function factsOf(course: Course): Fact[] {
  const rating = course.courseRating ?? (course.nationalRating > 0 ? course.nationalRating : null);
  const slope = publishedSlope(course);
  const exclusivity = course.exclusivityRating;
  const defaulted = new Set(course.defaultedFigures ?? []);
  // A default slope is not data: it reads N/A like every other missing figure here
  // (docs/product-rules.md#courses; Course Rating N/A if absent), and the note says which figure Fescue works
  // with meanwhile.
  const slopeNote =
    course.sourceApi === 'custom'
      ? `Fescue uses the standard ${DEFAULT_SLOPE} until you give one`
      : `Fescue uses the standard ${DEFAULT_SLOPE} until one is published`;
  const exclusivityNote = `Default for ${courseTypeLabel(course.courseType).toLowerCase()} courses, not a rating`;
  return [
    { term: 'Par', value: String(course.par) },
    {
      term: 'Yardage',
      value: course.yardage ? `${formatNumber(course.yardage)} yds` : 'N/A',
    },
    {
      term: 'Course Rating',
      value: rating === null ? 'N/A' : rating.toFixed(1),
      ...(rating === null ? {} : { label: courseRatingLabel(rating) }),
    },
    // A default slope is no measure of difficulty: it says so instead of wearing the slope's label.
    slope === null
      ? { term: 'Slope Rating', value: 'N/A', note: slopeNote }
      : { term: 'Slope Rating', value: String(slope), label: slopeLabel(slope) },
    {
      term: 'Exclusivity',
      value: exclusivityText(exclusivity),
      ...(exclusivity > 0 ? { label: exclusivityLabel(exclusivity) } : {}),
      ...(exclusivity > 0 && defaulted.has('exclusivityRating') ? { note: exclusivityNote } : {}),
    },
    { term: 'Course Type', value: courseTypeLabel(course.courseType) },
  ];
}

export function CourseFacts({ course }: { course: Course }) {
  return (
    <dl className="course-facts">
      {factsOf(course).map((fact) => (
        <div key={fact.term} className="course-fact">
          <dt>{fact.term}</dt>
          <dd>
            <span className="course-fact__value">{fact.value}</span>
            {fact.label ? <span className="course-fact__label">{fact.label}</span> : null}
            {fact.note ? <span className="course-fact__note">{fact.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
