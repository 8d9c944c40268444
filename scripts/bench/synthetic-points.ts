import {
  decodeCoursePoints,
  encodeCoursePoints,
  type CoursePointsFile,
} from '../../shared/map/course-points';

/**
 * `count` courses made from the catalog's, copy `ring` of each moved by a different step in latitude and
 * longitude, so that the copies of one course land far apart over the world (neighbours on the map, and in the
 * file, which keeps courses in latitude order, are different courses: gzip gets no easy repeats). Copy `ring`
 * of a course is named `<name> <ring>` with the id `<id>-<ring>`: an id is the slug of its name exactly when
 * the catalog course's is, as for the catalog itself.
 */
/** `value` brought into [-limit, limit), going round. */
const wrap = (value: number, limit: number) =>
  ((((value + limit) % (2 * limit)) + 2 * limit) % (2 * limit)) - limit;

export function syntheticPoints(catalog: CoursePointsFile, count: number): CoursePointsFile {
  const base = decodeCoursePoints(catalog);
  return encodeCoursePoints(
    Array.from({ length: count }, (_, index) => {
      const course = base[index % base.length]!;
      const ring = Math.floor(index / base.length);
      return {
        ...course,
        id: `${course.id}-${ring}`,
        name: `${course.name} ${ring}`,
        latitude: wrap(course.latitude + ring * 23.7, 85),
        longitude: wrap(course.longitude + ring * 137.5, 180),
      };
    }),
  );
}
