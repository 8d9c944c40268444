import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { parForHoles } from '#shared/rounds/par';
import { FindOrCreateCourseDialog } from '@/features/course-picker';
import { placeOf } from '@/features/courses';
import { Button } from '@/shared/ui/button';
import { useRoundFormContext, useRoundFormCourse } from './use-round-form';

/** Golf Course: the picked course's card with Change, or a button that opens Find or Create Course. */
export function CourseField() {
  const {
    control,
    formState: { errors },
  } = useRoundFormContext();
  const { course, coursePar, pickCourse } = useRoundFormCourse();
  const [pickerOpen, setPickerOpen] = useState(false);
  const holes = useWatch({ control, name: 'holes' }) === 9 ? 9 : 18;
  const error = errors.courseId?.message;
  return (
    <div className="field">
      <span className="field__label" id="round-course-label">
        Golf Course
      </span>
      {course ? (
        <div className="round-form__course" role="group" aria-labelledby="round-course-label">
          <MapPin aria-hidden="true" />
          <div>
            <p className="round-form__course-name">{course.name}</p>
            <p className="round-form__course-meta">
              {course.location || placeOf(course)}
              {coursePar !== null
                ? ` · Par ${parForHoles(coursePar, holes)}${holes === 9 ? ' for 9 holes' : ''}`
                : ''}
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            data-return-focus="round-course"
            onClick={() => setPickerOpen(true)}
          >
            Change
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="round-form__pick"
          data-return-focus="round-course"
          aria-describedby={error ? 'round-course-error' : undefined}
          onClick={() => setPickerOpen(true)}
        >
          <MapPin aria-hidden="true" />
          Select a course
        </Button>
      )}
      {error ? (
        <p className="field__error" id="round-course-error">
          {error}
        </p>
      ) : null}
      <FindOrCreateCourseDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={pickCourse} />
    </div>
  );
}
