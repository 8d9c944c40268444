import { CloudOff, MapPin, Plus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ulid } from 'ulid';
import { normalizeText } from '#shared/courses/normalize';
import { type CourseSearchResult } from '#shared/schemas/course';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { describeValidationError } from '#shared/schemas/api-error';
import { CountryInput } from '@/shared/country-input/country-input';
import { placeOf } from '@/features/courses';
import { listDeviceCourses, rememberTypedCourse } from '@/shared/offline/device-courses';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * The picker with no signal (docs/product-rules.md#offline): the golfer's recent courses and the course pages
 * this device has seen, filtered as they type, or a new course typed by hand (name, town, country), which is
 * created when the round syncs. Catalog search needs the network and says so.
 */
export function DeviceCoursePicker({ onPick }: { onPick: (course: CourseSearchResult) => void }) {
  const [courses, setCourses] = useState<CourseSearchResult[] | null>(null);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let live = true;
    void listDeviceCourses()
      .catch(() => [])
      .then((found) => live && setCourses(found));
    return () => {
      live = false;
    };
  }, []);
  const wanted = normalizeText(text);
  const shown = (courses ?? []).filter(
    (course) => !wanted || normalizeText(`${course.name} ${course.city}`).includes(wanted),
  );

  return (
    <div className="device-picker">
      <p className="device-picker__notice">
        <CloudOff aria-hidden="true" />
        You are offline: searching Fescue&rsquo;s catalog needs a connection. Pick one of the courses this
        device has seen, or type the course in.
      </p>
      <Field label="Filter courses on this device">
        <Input
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {courses === null ? (
        <div className="device-picker__loading" aria-hidden="true">
          <Skeleton height={52} />
          <Skeleton height={52} />
        </div>
      ) : shown.length > 0 ? (
        <ul className="device-picker__list" aria-label="Courses on this device">
          {shown.map((course) => (
            <li key={course.id}>
              <button type="button" className="device-picker__course" onClick={() => onPick(course)}>
                <MapPin aria-hidden="true" />
                <span>
                  <span className="device-picker__name">{course.name}</span>
                  <span className="device-picker__place">{placeOf(course)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="device-picker__empty">
          {courses.length === 0
            ? 'This device has not seen any course yet. Type the course in below.'
            : 'No course on this device matches. Type the course in below.'}
        </p>
      )}
      {typing ? (
        <TypedCourseForm initialName={text.trim()} onPick={onPick} />
      ) : (
        <Button variant="secondary" className="device-picker__type" onClick={() => setTyping(true)}>
          <Plus aria-hidden="true" />
          Type a new course
        </Button>
      )}
    </div>
  );
}

/** A course by hand: what createCourseSchema needs at least, checked by it now and created on sync. */
function TypedCourseForm({
  initialName,
  onPick,
}: {
  initialName: string;
  onPick: (course: CourseSearchResult) => void;
}) {
  const [name, setName] = useState(initialName);
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createCourseSchema.safeParse({ name, city, country });
    if (!parsed.success) {
      setErrors(describeValidationError(parsed.error).fieldErrors ?? {});
      return;
    }
    // An id the round schema accepts until the server gives the real one.
    const id = `device-${ulid().toLowerCase()}`;
    rememberTypedCourse(id, parsed.data);
    onPick({
      id,
      name: parsed.data.name,
      city: parsed.data.city,
      state: parsed.data.state ?? null,
      country: parsed.data.country,
      courseType: parsed.data.courseType,
      courseRating: null,
      slopeRating: 113,
      architect: null,
      yearBuilt: null,
      exclusivityRating: 0,
      sourceApi: 'custom',
    });
  };
  return (
    <form className="device-picker__form" noValidate onSubmit={submit} aria-label="Type a new course">
      <Field label="Course name" error={errors.name}>
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </Field>
      <Field label="City" error={errors.city}>
        <Input value={city} onChange={(event) => setCity(event.target.value)} autoComplete="off" />
      </Field>
      <Field label="Country" error={errors.country}>
        <CountryInput value={country} onChange={setCountry} />
      </Field>
      <p className="field__hint">Fescue adds it to the catalog when the round syncs.</p>
      <Button type="submit">Use this course</Button>
    </form>
  );
}
