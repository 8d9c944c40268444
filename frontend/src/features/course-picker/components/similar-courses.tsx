import { CircleAlert, Info, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { CourseSearchResult } from '#shared/schemas/course';
import { Button } from '@/shared/ui/button';

/** "Monterey", "Monterey and Pebble Beach": the towns of the courses offered, each once. */
function townsOf(courses: readonly CourseSearchResult[]): string {
  const towns = [...new Set(courses.map((course) => course.city))];
  return towns.length > 1 ? `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)!}` : (towns[0] ?? '');
}

interface SimilarCoursesProps {
  /** The catalog courses to offer (none: no notice). */
  similar: readonly CourseSearchResult[];
  /** The similar-course check failed: say so, and offer to ask again. */
  failed: boolean;
  onPick: (course: CourseSearchResult) => void;
  onRetry: () => void;
  /** Changed when a submit was held back for this notice: its first action takes focus (and comes into view). */
  focusRequest: number;
}

/**
 * While a golfer types a custom course's name and city, the catalog courses in that city whose name carries
 * the same words ("Spyglass Hill" finds "Spyglass Hill Golf Course"), and those of the same distinctive name
 * in another town of the country, offered instead of a copy that every
 * golfer would then find twice. The server's 409 only catches the very same name. When the check could not
 * be made, that is said too: silence would read as "no similar course".
 */
export function SimilarCourses({ similar, failed, onPick, onRetry, focusRequest }: SimilarCoursesProps) {
  const titleId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // Courses of a distinctive name may be in another town than the one typed: each then says its town.
  const manyTowns = new Set(similar.map((course) => course.city)).size > 1;

  useEffect(() => {
    if (focusRequest > 0) regionRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [focusRequest]);

  return (
    <div ref={regionRef} className="custom-course__similar-region" aria-live="polite">
      {similar.length > 0 ? (
        <section className="custom-course__alert custom-course__alert--info" aria-labelledby={titleId}>
          <Info aria-hidden="true" />
          <div>
            <p id={titleId} className="custom-course__alert-title">
              Already in Fescue?
            </p>
            <p>
              {similar.length === 1 ? 'A course' : 'Courses'} in {townsOf(similar)} with a similar name. Use{' '}
              {similar.length === 1 ? 'it' : 'one'} rather than create a copy, or choose Create anyway if
              yours is a different course.
            </p>
            <ul className="custom-course__similar">
              {similar.map((course) => (
                <li key={course.id}>
                  <Button size="sm" variant="secondary" onClick={() => onPick(course)}>
                    Use {course.name}
                    {manyTowns ? `, ${course.city}` : ''}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : failed ? (
        <section className="custom-course__alert" aria-labelledby={titleId}>
          <CircleAlert aria-hidden="true" />
          <div>
            <p id={titleId} className="custom-course__alert-title">
              Couldn’t check for a similar course
            </p>
            <p>
              Fescue may already hold this course. Check your connection and try again, or choose Create
              anyway.
            </p>
            <Button size="sm" variant="secondary" className="custom-course__alert-action" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
