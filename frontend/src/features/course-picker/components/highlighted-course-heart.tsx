import { Heart } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import type { CourseSearchResult } from '#shared/schemas/course';
import { BucketListHeart } from '@/features/bucket-list';
import { useMyMapCourses } from '@/features/map';
import { PlayedItControl } from '@/features/played';

/**
 * The bucket-list heart of the highlighted search result. A button inside a listbox option would break the
 * combobox (options hold no controls), so the heart is the listbox's sibling, laid over the right end of the
 * highlighted row: the pointer reaches it along that row (it is on top, so the highlight stays put), the
 * keyboard with Tab from the search box, and a screen reader hears which course it is for in its name.
 */
export function HighlightedCourseHeart({
  course,
  optionElementId,
}: {
  course: CourseSearchResult;
  optionElementId: string;
}) {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const option = document.getElementById(optionElementId);
    if (!option) return;
    const place = () => setTop(option.offsetTop + option.offsetHeight / 2);
    place();
    // The row's height changes with the dialog's width (wrapped names) and a late rating line.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(option);
    return () => observer?.disconnect();
  }, [optionElementId, course.id]);
  return (
    <div className="course-result-heart" style={top === null ? { visibility: 'hidden' } : { top }}>
      <PlayedItControl courseId={course.id} courseName={course.name} variant="compact" />
      <BucketListHeart courseId={course.id} courseName={course.name} />
    </div>
  );
}

/**
 * Whether the course is on the golfer's bucket list, from the map's statuses (already read for the hearts).
 * Those hold only courses with a position: a listed course without one reads false, so a caller that writes
 * must still handle the server's "already listed" answer.
 */
export function useOnBucketList(courseId: string): boolean {
  const statuses = useMyMapCourses();
  return statuses.data?.some((course) => course.id === courseId && course.onBucketList) ?? false;
}

/** Whether the golfer has played the course (a round there), from the same statuses as the map's. */
export function useHasPlayed(courseId: string): boolean {
  const statuses = useMyMapCourses();
  return statuses.data?.some((course) => course.id === courseId && course.status === 'played') ?? false;
}

/** In a result row: a small filled heart when the course is already on the golfer's bucket list. */
export function ListedMark({ courseId }: { courseId: string }) {
  const listed = useOnBucketList(courseId);
  if (!listed) return null;
  return (
    <span className="course-result__listed">
      <Heart aria-hidden="true" />
      <span className="visually-hidden">On your bucket list</span>
    </span>
  );
}
