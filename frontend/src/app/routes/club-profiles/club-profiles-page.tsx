import { ArrowRight, Landmark, Search, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BucketListHeart } from '@/features/bucket-list';
import { exclusivityLabel, type Course } from '#shared/schemas/course';
import { FindOrCreateCourseDialog } from '@/features/course-picker';
import {
  courseTypeLabel,
  championshipHighlights,
  placeOf,
  useFeaturedCourses,
  FescueList,
} from '@/features/courses';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import './club-profiles-page.css';
import {
  CouldNotLoad,
  NeedsConnection,
  useNeedsConnection,
} from '@/shared/offline/components/needs-connection';

/** Club Profiles: featured clubs from the catalog, and a way to find any course's page. */
export default function ClubProfilesPage() {
  const { data: courses, error, isLoading, mutate } = useFeaturedCourses();
  const needsConnection = useNeedsConnection(error);
  const [finding, setFinding] = useState(false);
  const navigate = useNavigate();

  return (
    <div className="page-container club-profiles">
      <title>Club Profiles · Fescue</title>
      <section className="club-profiles__intro" aria-labelledby="club-profiles-title">
        <p className="club-profiles__eyebrow">
          <Landmark aria-hidden="true" />
          Storied clubs
        </p>
        <h1 id="club-profiles-title" className="club-profiles__title">
          Club Profiles
        </h1>
        <p className="club-profiles__lead">
          The venues of golf&apos;s great championships: their architects, their settings and the years they
          hosted the game&apos;s biggest stages.
        </p>
        <Button variant="accent" size="lg" onClick={() => setFinding(true)}>
          <Search aria-hidden="true" />
          Find a course
        </Button>
      </section>

      <section aria-labelledby="featured-title" className="club-profiles__featured">
        <h2 id="featured-title" className="club-profiles__section-title">
          Featured clubs
        </h2>
        {isLoading ? (
          <div className="club-grid" role="status" aria-label="Loading featured clubs">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={220} />
            ))}
          </div>
        ) : needsConnection ? (
          <NeedsConnection title="The featured clubs need a connection" onRetry={() => void mutate()} />
        ) : error ? (
          <CouldNotLoad title="We couldn't load the featured clubs" onRetry={() => void mutate()} />
        ) : courses && courses.length > 0 ? (
          <ul className="club-grid">
            {courses.map((course) => (
              <ClubCard key={course.id} course={course} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No courses available" description="The catalog has no featured clubs yet." />
        )}
      </section>

      <FescueList />

      <FindOrCreateCourseDialog
        open={finding}
        onOpenChange={setFinding}
        title="Find a course"
        bucketListHearts
        onSelect={(course) => void navigate(`/course/${encodeURIComponent(course.id)}`)}
      />
    </div>
  );
}

function ClubCard({ course }: { course: Course }) {
  const { highlights, more } = championshipHighlights(course.championships, new Date().getFullYear());
  const titleId = `club-${course.id}`;
  return (
    <li className="club-card">
      <div className="club-card__top">
        <Badge variant="outline">
          <span className="visually-hidden">Course type: </span>
          {courseTypeLabel(course.courseType)}
        </Badge>
        {course.exclusivityRating > 0 ? (
          // One look for Elite, Premium and Standard: the premium variant's capitals are for membership.
          <Badge variant="soon">
            <span className="visually-hidden">Exclusivity: </span>
            {exclusivityLabel(course.exclusivityRating)}
          </Badge>
        ) : null}
        <BucketListHeart courseId={course.id} courseName={course.name} className="club-card__heart" />
      </div>
      <h3 id={titleId} className="club-card__name">
        {course.name}
      </h3>
      <p className="club-card__place">{placeOf(course)}</p>
      <p className="club-card__championships">
        <Trophy aria-hidden="true" />
        {highlights.length === 0
          ? 'No championships recorded'
          : `${highlights.join(' · ')}${more > 0 ? ` · ${more} more` : ''}`}
      </p>
      <Link
        className="club-card__link"
        to={`/course/${encodeURIComponent(course.id)}`}
        aria-label={`View Full Profile of ${course.name}`}
      >
        View Full Profile
        <ArrowRight aria-hidden="true" />
      </Link>
    </li>
  );
}
