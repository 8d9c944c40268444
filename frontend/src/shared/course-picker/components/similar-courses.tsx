import { Info } from 'lucide-react';
import { useId } from 'react';
import { normalizeText } from '../../../../../shared/courses/normalize';
import { nameCarriesWords } from '../../../../../shared/courses/query-words';
import { LOCAL_SEARCH_DEBOUNCE_MS, type CourseSearchResult } from '../../../../../shared/schemas/course';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../../ui/button';
import { useCourseSearch } from '../api/search-courses';

/** Enough to recognise the course without crowding the form. */
const MAX_SHOWN = 3;

interface SimilarCoursesProps {
  name: string;
  city: string;
  onPick: (course: CourseSearchResult) => void;
}

/**
 * While a golfer types a custom course's name and city, the catalog courses in that city whose name carries
 * the same words ("Spyglass Hill" finds "Spyglass Hill Golf Course"), offered instead of a copy that every
 * golfer would then find twice. The server's 409 only catches the very same name.
 */
export function SimilarCourses({ name, city, onPick }: SimilarCoursesProps) {
  const titleId = useId();
  // Name and city together, so the search narrows to the town; nothing is asked until both are typed.
  const query = name.trim() && city.trim() ? `${name} ${city}` : '';
  const debouncedQuery = useDebouncedValue(query, LOCAL_SEARCH_DEBOUNCE_MS);
  const { results } = useCourseSearch(debouncedQuery);
  const wantedCity = normalizeText(city);
  const similar = wantedCity
    ? results
        .filter((course) => normalizeText(course.city) === wantedCity && nameCarriesWords(name, course.name))
        .slice(0, MAX_SHOWN)
    : [];

  return (
    <div className="custom-course__similar-region" aria-live="polite">
      {similar.length > 0 ? (
        <section className="custom-course__alert custom-course__alert--info" aria-labelledby={titleId}>
          <Info aria-hidden="true" />
          <div>
            <p id={titleId} className="custom-course__alert-title">
              Already in Fescue?
            </p>
            <p>
              {similar.length === 1 ? 'A course' : 'Courses'} in {similar[0]!.city} with a similar name. Use{' '}
              {similar.length === 1 ? 'it' : 'one'} rather than create a copy.
            </p>
            <ul className="custom-course__similar">
              {similar.map((course) => (
                <li key={course.id}>
                  <Button size="sm" variant="secondary" onClick={() => onPick(course)}>
                    Use {course.name}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}
