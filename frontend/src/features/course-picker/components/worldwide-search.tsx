import { Check, Globe2, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  COURSE_LIMIT_MESSAGE,
  EXTERNAL_SEARCH_DEBOUNCE_MS,
  EXTERNAL_SEARCH_MAX_RESULTS,
  EXTERNAL_SEARCH_MIN_CHARS,
  type CourseSearchResult,
} from '#shared/schemas/course';
import type { ExternalCourse, ExternalSearchHit } from '#shared/schemas/external-course';
import { isHttpError } from '@/shared/api/http';
import { getCourse } from '@/features/courses';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useToast } from '@/shared/ui/toast';
import { useAddExternalCourse } from '../api/add-external-course';
import { useExternalCourseSearch } from '../api/search-external-courses';
import { toPickedCourse } from '../to-picked-course';
import { placeLine } from '#shared/geo/place-line';

/** "Club – Course" when the club holds several courses; the club alone when they share the name. */
function externalName(course: ExternalCourse): string {
  const club = course.club_name.trim();
  const name = course.course_name.trim();
  if (!name || club.toLowerCase() === name.toLowerCase()) return club || name;
  if (!club) return name;
  return `${club} – ${name}`;
}

function externalPlace(course: ExternalCourse): string {
  const { city, state, country } = course.location;
  return placeLine(city ?? '', state ?? null, country ?? '') || course.location.address || 'Location unknown';
}

interface WorldwideSearchProps {
  text: string;
  onPick: (course: CourseSearchResult) => void;
  /** Courses the catalog list above shows for the same text: their worldwide matches are not repeated. */
  listedCourseIds: readonly string[];
}

/**
 * Search Worldwide (GolfCourseAPI): 500 ms after typing stops, from 3 characters, 5 results each with Add,
 * which copies the course into Fescue and picks it, or, for a course Fescue already holds, In Fescue and
 * Pick, which picks that course. Hidden where the deployment has no GolfCourseAPI key.
 */
export function WorldwideSearch({ text, onPick, listedCourseIds }: WorldwideSearchProps) {
  const debounced = useDebouncedValue(text, EXTERNAL_SEARCH_DEBOUNCE_MS);
  const { available, enabled, results, isLoading, failureMessage } = useExternalCourseSearch(debounced);
  const { trigger } = useAddExternalCourse();
  const { toast } = useToast();
  const [adding, setAdding] = useState<string | null>(null);

  if (!available) return null;

  const pickHeld = async (hit: ExternalSearchHit, courseId: string) => {
    setAdding(hit.id);
    try {
      onPick(toPickedCourse(await getCourse(courseId)));
    } catch (error) {
      console.warn('Opening a course Fescue holds failed', error);
      toast({
        title: 'Error',
        description: `Couldn't open ${externalName(hit)}. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setAdding(null);
    }
  };

  const add = async (course: ExternalCourse) => {
    setAdding(course.id);
    try {
      const { course: added, created } = await trigger(course.id);
      // A course Fescue already held (the same one, or the same name in the same city) is picked, not copied.
      toast(
        created
          ? { title: 'Course Added!', description: `${added.name} is now in Fescue.`, variant: 'success' }
          : { title: 'Already in Fescue', description: `${added.name} was already in Fescue and is picked.` },
      );
      onPick(toPickedCourse(added));
    } catch (error) {
      console.warn('Adding a GolfCourseAPI course failed', error);
      // A 429 (today's courses added) says when to try again; anything else is worth another try now.
      toast(
        isHttpError(error, 429)
          ? {
              title: 'Daily course limit reached',
              description: error.body?.message ?? COURSE_LIMIT_MESSAGE,
              variant: 'destructive',
            }
          : {
              title: 'Error',
              description: 'Failed to add course to database. Please try again.',
              variant: 'destructive',
            },
      );
    } finally {
      setAdding(null);
    }
  };

  const shown = results
    .filter((hit) => !hit.fescueCourseId || !listedCourseIds.includes(hit.fescueCourseId))
    .slice(0, EXTERNAL_SEARCH_MAX_RESULTS);
  const typedEnough = text.trim().length >= EXTERNAL_SEARCH_MIN_CHARS;
  const pending = typedEnough && (isLoading || debounced !== text);
  const settled = typedEnough && enabled && !pending;
  return (
    <section className="worldwide" aria-labelledby="worldwide-title">
      <div className="worldwide__header">
        <Globe2 aria-hidden="true" />
        <h3 id="worldwide-title" className="worldwide__title">
          Search Worldwide
        </h3>
        {pending ? <Spinner size="sm" label="Searching worldwide" /> : null}
      </div>
      {!typedEnough ? (
        <p className="worldwide__note">
          Type at least {EXTERNAL_SEARCH_MIN_CHARS} characters to look beyond Fescue&apos;s catalog.
        </p>
      ) : failureMessage && settled ? (
        <p className="worldwide__note worldwide__note--error" role="alert">
          {failureMessage}
        </p>
      ) : settled && results.length === 0 ? (
        // Under catalog matches just listed, "no courses found" would contradict them.
        <p className="worldwide__note">
          {listedCourseIds.length > 0
            ? 'No other courses found worldwide beyond those listed above.'
            : 'No courses found worldwide matching your search.'}
        </p>
      ) : results.length > 0 && shown.length === 0 ? (
        <p className="worldwide__note">Every course found worldwide is already in Fescue, listed above.</p>
      ) : shown.length > 0 ? (
        <ul className="worldwide__list" aria-label="Courses worldwide">
          {shown.map((course) => {
            const name = externalName(course);
            const heldId = course.fescueCourseId;
            const busy = adding === course.id;
            return (
              <li key={course.id} className="worldwide__item">
                <span className="course-result__main">
                  <span className="course-result__name">{name}</span>
                  <span className="course-result__place">{externalPlace(course)}</span>
                  {heldId ? (
                    <Badge variant="success" className="worldwide__held">
                      In Fescue
                    </Badge>
                  ) : null}
                </span>
                {heldId ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Pick ${name}, already in Fescue`}
                    pending={busy}
                    disabled={adding !== null && !busy}
                    onClick={() => void pickHeld(course, heldId)}
                  >
                    {busy ? null : <Check aria-hidden="true" />}
                    Pick
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add ${name}`}
                    pending={busy}
                    disabled={adding !== null && !busy}
                    onClick={() => void add(course)}
                  >
                    {busy ? null : <Plus aria-hidden="true" />}
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
