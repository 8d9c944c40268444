import type { Course } from '#shared/schemas/course';
import { CourseMap, type MapPoint, useMyMapCourses } from '@/features/map';

/**
 * The course page's locator: the shared map around the course, its marker coloured by the golfer's status
 * (played, bucket list, or available). An approximate position (a place's centre) is shown from further out.
 */
export function CourseLocator({
  course,
  label,
  approximate,
}: {
  course: Course;
  label: string;
  approximate: boolean;
}) {
  const mine = useMyMapCourses();
  const status = mine.data?.find((entry) => entry.id === course.id)?.status ?? 'available';
  const point: MapPoint = {
    id: course.id,
    name: course.name,
    latitude: course.latitude as number,
    longitude: course.longitude as number,
    status,
    city: course.city,
    state: course.state,
    country: course.country,
    par: course.par,
    courseType: course.courseType,
    architect: course.architect,
  };
  return (
    <CourseMap
      points={[point]}
      label={label}
      initialView={{ latitude: point.latitude, longitude: point.longitude, zoom: approximate ? 4 : 5.5 }}
      minZoom={1}
      maxZoom={12}
      height="clamp(180px, 24vw, 260px)"
    />
  );
}
