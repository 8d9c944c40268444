import { useMemo } from 'react';
import { publicListSchema, type CollectionCourse } from '#shared/collections/collection';
import { CollectionMap, CollectionProgress } from '@/features/collections';
import type { SharedViewProps } from './shared-view-props';
import '../collections/collections.css';

/**
 * A shared own list (kind 'list'): its name, description, progress, map and courses with whether the golfer
 * played each. Read-only: nothing here edits.
 */
export default function ListSharedView({ view }: SharedViewProps) {
  const list = useMemo(() => publicListSchema.parse(view), [view]);
  const courses = useMemo<CollectionCourse[]>(
    () =>
      list.courses.map((course) => ({
        ...course,
        status: course.played ? 'played' : 'unplayed',
        milesFromBucketList: null,
      })),
    [list],
  );
  const played = courses.filter((course) => course.status === 'played').length;
  return (
    <>
      <section className="shared-page__section" aria-label={list.name}>
        {list.description ? <p>{list.description}</p> : null}
        <CollectionProgress played={played} total={courses.length} />
      </section>
      <CollectionMap name={list.name} courses={courses} />
      <section className="shared-page__section" aria-labelledby="shared-list-courses">
        <h2 id="shared-list-courses" className="passport-wall__title">
          The courses
        </h2>
        <ol className="collection-course-list">
          {courses.map((course) => (
            <li key={course.id} className={`collection-course collection-course--${course.status}`}>
              <span className="collection-course__dot" aria-hidden="true" />
              <span className="collection-course__text">
                <span className="collection-course__name">{course.name}</span>
                <span className="collection-course__place">
                  {course.place}
                  {course.status === 'played' ? ' · Played' : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
