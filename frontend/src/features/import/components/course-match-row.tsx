import { useState } from 'react';
import type { CourseMatch } from '#shared/imports/import-api';
import { toCourseSearchResult, type CourseSearchResult } from '#shared/schemas/course';
import type { ExternalCourse } from '#shared/schemas/external-course';
import { addExternalCourse, FindOrCreateCourseDialog } from '@/features/course-picker';
import { apiErrorMessage } from '@/shared/api/http';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';

/** The golfer's choice for one of the file's courses: a Fescue course, a new one, or not chosen yet. */
export type CourseChoice =
  { action: 'use'; course: CourseSearchResult; why: string } | { action: 'create' } | { action: 'none' };

const place = (course: { city: string | null; state: string | null; country: string | null }) =>
  [course.city, course.state, course.country].filter(Boolean).join(', ');

const externalPlace = (course: ExternalCourse) =>
  [course.location.city, course.location.state, course.location.country].filter(Boolean).join(', ');
const externalName = (course: ExternalCourse) =>
  course.course_name && course.course_name !== course.club_name
    ? `${course.club_name} (${course.course_name})`
    : course.club_name || course.course_name;
/** A GolfCourseAPI course offered in the select: its value tells it from Fescue's course ids. */
const WORLDWIDE_PREFIX = 'worldwide:';

const refLabel = (match: CourseMatch) =>
  match.ref.facility && match.ref.facility !== match.ref.name
    ? `${match.ref.name} | ${match.ref.facility}`
    : match.ref.name;

function countsOf(match: CourseMatch): string {
  const parts = [
    match.rounds > 0 ? `${match.rounds} round${match.rounds === 1 ? '' : 's'}` : null,
    match.playedCourses > 0 ? 'played' : null,
    match.bucketList > 0 ? 'bucket list' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One course of the file in the preview: what it matched and why, and the control to change it. */
export function CourseMatchRow({
  match,
  choice,
  onChoose,
}: {
  match: CourseMatch;
  choice: CourseChoice;
  onChoose: (choice: CourseChoice) => void;
}) {
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  // A worldwide course becomes a Fescue course (the picker's Add) before it can be chosen.
  const chooseWorldwide = async (course: ExternalCourse) => {
    setAdding(true);
    setAddError(null);
    try {
      const added = await addExternalCourse(course.id);
      onChoose({ action: 'use', course: toCourseSearchResult(added.course), why: 'from worldwide search' });
    } catch (error) {
      setAddError(apiErrorMessage(error, 'That course could not be added from worldwide search.'));
    } finally {
      setAdding(false);
    }
  };
  const status =
    choice.action === 'use'
      ? choice.why === match.reason && match.status === 'matched'
        ? 'Matched'
        : 'Chosen'
      : choice.action === 'create'
        ? 'New'
        : 'Pick one';
  const selectId = `import-course-${match.key}`;
  return (
    <tr className={choice.action === 'none' ? 'import-screen__row--open' : undefined}>
      <th scope="row">
        <span className="import-screen__ref">{refLabel(match)}</span>
        <span className="import-screen__muted">
          {[place(match.ref), countsOf(match)].filter(Boolean).join(' · ')}
        </span>
      </th>
      <td>
        <Badge
          variant={choice.action === 'none' ? 'soon' : choice.action === 'create' ? 'outline' : 'success'}
        >
          {status}
        </Badge>
      </td>
      <td>
        {choice.action === 'use' ? (
          <>
            <span className="import-screen__ref">{choice.course.name}</span>
            <span className="import-screen__muted">
              {place(choice.course)}
              {choice.why ? ` · ${choice.why}` : ''}
            </span>
          </>
        ) : choice.action === 'create' ? (
          <>
            <span className="import-screen__ref">{match.newCourse?.name ?? match.ref.name}</span>
            <span className="import-screen__muted">
              New course at {match.newCourse?.city ?? 'its town'} (approximate position)
            </span>
          </>
        ) : (
          <span className="import-screen__muted">
            {match.candidates.length > 0 || match.worldwide.length > 0
              ? 'Several courses could be this one.'
              : match.newCourseProblem}
          </span>
        )}
        {addError ? <span className="import-screen__error">{addError}</span> : null}
        {match.status !== 'new' || choice.action !== 'create' ? null : match.newCourseProblem ? (
          <span className="import-screen__error">{match.newCourseProblem}</span>
        ) : null}
      </td>
      <td>
        <div className="import-screen__change">
          <label className="visually-hidden" htmlFor={selectId}>
            Course for {refLabel(match)}
          </label>
          <select
            id={selectId}
            value={choice.action === 'use' ? choice.course.id : choice.action}
            disabled={adding}
            onChange={(event) => {
              const value = event.target.value;
              if (value.startsWith(WORLDWIDE_PREFIX)) {
                const course = match.worldwide.find((c) => `${WORLDWIDE_PREFIX}${c.id}` === value);
                if (course) void chooseWorldwide(course);
                return;
              }
              if (value === 'create') return onChoose({ action: 'create' });
              if (value === 'none') return onChoose({ action: 'none' });
              const course = [match.course, ...match.candidates].find((c) => c?.id === value);
              if (course)
                onChoose({
                  action: 'use',
                  course,
                  why: course.id === match.course?.id ? (match.reason ?? '') : 'your choice',
                });
            }}
          >
            {choice.action === 'none' ? <option value="none">Choose…</option> : null}
            {[match.course, ...match.candidates]
              .filter((course): course is CourseSearchResult => course !== null)
              .map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name} ({place(course)})
                </option>
              ))}
            {choice.action === 'use' &&
            ![match.course, ...match.candidates].some((course) => course?.id === choice.course.id) ? (
              <option value={choice.course.id}>{choice.course.name}</option>
            ) : null}
            {match.worldwide.length > 0 ? (
              <optgroup label="Worldwide search (added to Fescue when chosen)">
                {match.worldwide.map((course) => (
                  <option key={course.id} value={`${WORLDWIDE_PREFIX}${course.id}`}>
                    {externalName(course)} ({externalPlace(course)})
                  </option>
                ))}
              </optgroup>
            ) : null}
            {match.newCourseProblem ? null : <option value="create">Create a new course</option>}
          </select>
          <Button variant="ghost" size="sm" onClick={() => setPicking(true)}>
            Search…
          </Button>
          {picking ? (
            <FindOrCreateCourseDialog
              open={picking}
              onOpenChange={setPicking}
              title={`Find ${refLabel(match)}`}
              onSelect={(course) => {
                onChoose({ action: 'use', course, why: 'your choice' });
                setPicking(false);
              }}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
