/** Courses: a course and the featured clubs from the API, their display labels, and the course page's facts. */
export { getCourse, useCourse } from './api/get-course';
export { useFeaturedCourses } from './api/list-featured-courses';
export { useSharedComments } from './api/list-shared-comments';
export { ChampionshipHistory } from './components/championship-history';
export { CourseFacts } from './components/course-facts';
export { FescueList } from './components/fescue-list';
export { TeeSetsSection } from './components/tee-sets-section';
export {
  championshipHighlights,
  courseTypeLabel,
  exclusivityText,
  isHistoric,
  placeOf,
} from './lib/course-labels';
