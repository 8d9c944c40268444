import { Landmark, MapPin, PenTool, Plus } from 'lucide-react';
import type { Course } from '#shared/schemas/course';
import { courseTypeLabel, isHistoric, placeOf } from '@/features/courses';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { BucketListHeart } from '@/features/bucket-list';
import { PlayedItControl } from '@/features/played';
import { CourseLocator } from './course-locator';
import { mapPositionOf } from './map-position';

function designedBy(course: Course): string | null {
  const architects = course.architects.length > 0 ? course.architects.join(', ') : course.architect;
  // A year known only roughly ("15th century") is said so, like a recorded one.
  const year = course.architectYear ?? course.yearText ?? null;
  if (!architects) return year ? `Opened ${year}` : null;
  return year ? `${architects}, ${year}` : architects;
}

/**
 * The course photo where there is one; otherwise its name set large beside a map of its region. Log a round
 * here opens Add New Round with this course chosen.
 */
export function CourseHero({
  course,
  onLogRound,
  playedByRounds,
}: {
  course: Course;
  onLogRound: () => void;
  /** Rounds are logged here (undefined while the rounds load): then there is nothing to mark played. */
  playedByRounds?: boolean;
}) {
  const design = designedBy(course);
  const landscape = course.settings.filter((setting) => setting !== 'historic');
  const position = mapPositionOf(course);
  const approximate = course.placement !== undefined && course.placement.method !== 'exact';
  return (
    <header className={course.imageUrl ? 'course-hero course-hero--photo' : 'course-hero'}>
      {course.imageUrl ? <img className="course-hero__photo" src={course.imageUrl} alt="" /> : null}
      <div className="page-container course-hero__inner">
        <div className="course-hero__text">
          <div className="course-hero__badges">
            <Badge variant="soon">{courseTypeLabel(course.courseType)}</Badge>
            {isHistoric(course.architectYear, course.championships) ? (
              <Badge variant="premium">
                <Landmark aria-hidden="true" />
                Historic
              </Badge>
            ) : null}
            {course.sourceApi === 'custom' ? (
              <Badge variant="outline" className="course-hero__source">
                Added by a golfer
              </Badge>
            ) : null}
          </div>
          <div className="course-hero__title-row">
            <h1 className="course-hero__title">{course.name}</h1>
            <BucketListHeart courseId={course.id} courseName={course.name} className="course-hero__heart" />
          </div>
          <p className="course-hero__line">
            <MapPin aria-hidden="true" />
            {placeOf(course)}
          </p>
          {design ? (
            <p className="course-hero__line">
              <PenTool aria-hidden="true" />
              <span>
                <span className="visually-hidden">Designed by </span>
                {design}
              </span>
            </p>
          ) : null}
          {/* Historic has its own badge above; the list names the course's setting (links, coastal...). */}
          {landscape.length > 0 ? (
            <ul className="course-hero__settings" aria-label="Setting">
              {landscape.map((setting) => (
                <li key={setting}>{setting}</li>
              ))}
            </ul>
          ) : null}
          <div className="course-hero__actions">
            <Button variant="inverse" onClick={onLogRound}>
              <Plus aria-hidden="true" />
              Log a round here
            </Button>
            {/* Played long ago, no round to log (docs/product-rules.md#played-without-a-round). */}
            <PlayedItControl
              courseId={course.id}
              courseName={course.name}
              className="course-hero__played"
              playedByRounds={playedByRounds}
            />
          </div>
        </div>
        {!course.imageUrl && position.mapped ? (
          <figure
            className={approximate ? 'course-hero__map course-hero__map--approximate' : 'course-hero__map'}
          >
            <CourseLocator course={course} label={position.mapLabel} approximate={approximate} />
            <figcaption>{position.caption}</figcaption>
          </figure>
        ) : null}
      </div>
    </header>
  );
}
