import { openDataAttribution, openDataSourcesOf } from '#shared/courses/open-data';
import { ArrowLeft, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { canonicalCourseId } from '#shared/schemas/course';
import type { Course } from '#shared/schemas/course';
import { isHttpError } from '@/shared/api/http';
import { useCourse, placeOf, ChampionshipHistory, CourseFacts, TeeSetsSection } from '@/features/courses';
import { AddRoundDialog } from '@/features/round-form';
import { useAllRounds, useMyCourseHoles } from '@/features/rounds';
import { usePlayedMarks } from '@/features/played';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { CourseHandicapCard } from './components/course-handicap-card';
import { YourRoundsHere } from './components/your-rounds-here';
import { Skeleton } from '@/shared/ui/skeleton';
import { CommunityRatingsSection } from './components/community-ratings';
import { CourseHero } from './components/course-hero';
import { mapPositionOf } from './components/map-position';
import './course-page.css';
import {
  CouldNotLoad,
  NeedsConnection,
  useNeedsConnection,
} from '@/shared/offline/components/needs-connection';

/** /course/{id}: a real page for every course, catalog, custom or added from GolfCourseAPI. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const canonicalId = canonicalCourseId(id);
  const { data: course, error, isLoading, mutate } = useCourse(id === canonicalId ? id : undefined);
  const needsConnection = useNeedsConnection(error);

  // An id typed or linked in other letter cases finds its course, at its one address.
  if (id !== canonicalId) return <Navigate to={`/course/${canonicalId}`} replace />;

  if (isHttpError(error, 404) || isHttpError(error, 400)) {
    return (
      <NotFoundPanel
        body={
          <>
            There is no course at <code>/course/{id}</code>. The link may be mistyped, or the course may have
            been removed. Club Profiles can find any course by its name, town or architect.
          </>
        }
        action={
          <Button asChild>
            <Link to="/club-profiles">
              <Search aria-hidden="true" />
              Find a course on Club Profiles
            </Link>
          </Button>
        }
      />
    );
  }
  if (isLoading || (!course && !error)) return <CoursePageSkeleton />;
  if (error || !course) {
    return (
      <div className="page-container course-page__error">
        <title>Course · Fescue</title>
        <BackToClubProfiles />
        {needsConnection ? (
          <NeedsConnection title="This course needs a connection" onRetry={() => void mutate()} />
        ) : (
          <CouldNotLoad title="We couldn't load this course" onRetry={() => void mutate()} />
        )}
      </div>
    );
  }
  return <CourseDetail course={course} />;
}

function BackToClubProfiles() {
  return (
    <div className="course-page__back">
      <Link to="/club-profiles">
        <ArrowLeft aria-hidden="true" />
        Club Profiles
      </Link>
    </div>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const currentYear = new Date().getFullYear();
  const position = mapPositionOf(course);
  const [logging, setLogging] = useState(false);
  // Whether the golfer played here (a round at the course), from the round list Round History shares.
  const { data: rounds } = useAllRounds();
  const played = rounds ? rounds.some((round) => round.courseId === course.id) : undefined;
  // A course marked played without a round may be rated too (docs/product-rules.md#played-without-a-round).
  const { data: marks } = usePlayedMarks();
  const marked = marks?.some((mark) => mark.courseId === course.id);
  const mayRate =
    played === true || marked === true
      ? true
      : played === undefined || marks === undefined
        ? undefined
        : false;
  const logRound = () => setLogging(true);
  return (
    <article className="course-page" aria-labelledby="course-title">
      <title>{`${course.name} · Fescue`}</title>
      <div className="page-container">
        <BackToClubProfiles />
      </div>
      <CourseHero course={course} onLogRound={logRound} playedByRounds={played} />
      <div className="page-container course-page__body">
        <section aria-labelledby="course-facts-title" className="course-page__facts">
          <h2 id="course-facts-title" className="visually-hidden">
            Course information
          </h2>
          <CourseFacts course={course} />
        </section>

        <div className="course-page__columns">
          <Card className="course-page__about">
            <CardHeader title="About the course" />
            <CardContent>
              {course.description ? (
                <p className="course-page__description">{course.description}</p>
              ) : (
                <p className="course-page__muted">No description yet for this course.</p>
              )}
              <dl className="course-page__details">
                <div>
                  <dt>Location</dt>
                  <dd>{placeOf(course)}</dd>
                </div>
                {position.detail ? (
                  <div>
                    <dt>Map position</dt>
                    <dd>{position.detail}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{course.architects.length > 1 ? 'Architects' : 'Architect'}</dt>
                  <dd>
                    {course.architects.length > 0
                      ? course.architects.join(', ')
                      : (course.architect ?? 'Unknown')}
                  </dd>
                </div>
                <div>
                  <dt>Year</dt>
                  <dd>{course.architectYear ?? course.yearText ?? 'Unknown'}</dd>
                </div>
              </dl>
              {course.sourceApi === 'custom' ? (
                <p className="course-page__attribution">
                  Added to Fescue by a golfer: its facts are as they gave them, not checked by Fescue.
                </p>
              ) : course.sourceApi === 'golfcourseapi' ? (
                <p className="course-page__attribution">
                  Added to Fescue from GolfCourseAPI&apos;s worldwide list, with its figures.
                </p>
              ) : null}
              {course.sourceApi === 'catalog' ? (
                <p className="course-page__attribution">
                  {/* Some catalog positions were corrected from OpenStreetMap-derived lists (ODbL asks for this). */}
                  Catalog positions draw on public sources, including{' '}
                  <a href="https://www.openstreetmap.org/copyright" rel="noreferrer" target="_blank">
                    © OpenStreetMap contributors
                  </a>
                  .
                </p>
              ) : null}
              {course.openData ? (
                <p className="course-page__attribution" data-testid="open-data-attribution">
                  {/* Facts imported from open datasets (ODbL asks for attribution wherever they are shown). */}
                  {openDataAttribution(openDataSourcesOf(course.openData))} (
                  <a href="https://opendatacommons.org/licenses/odbl/" rel="noreferrer" target="_blank">
                    licence
                  </a>
                  ).
                </p>
              ) : null}
            </CardContent>
          </Card>

          <Card className="course-page__history">
            <CardHeader
              title="Championship history"
              description={
                course.championships.length > 0
                  ? 'Championships hosted, with editions already awarded.'
                  : undefined
              }
            />
            <CardContent>
              {course.championships.length > 0 ? (
                <ChampionshipHistory championships={course.championships} currentYear={currentYear} />
              ) : (
                <p className="course-page__muted">No championships recorded for this course.</p>
              )}
            </CardContent>
          </Card>
        </div>

        <TeeSetsSection courseId={course.id} coursePar={course.par} />
        <YourRoundsHere courseId={course.id} courseName={course.name} />
        <YourHolesHere courseId={course.id} />
        <CourseHandicapCard course={course} />
        <CommunityRatingsSection course={course} played={mayRate} onLogRound={logRound} />
      </div>
      <AddRoundDialog open={logging} onOpenChange={setLogging} initialCourse={course} />
    </article>
  );
}

function CoursePageSkeleton() {
  return (
    <div className="course-page" role="status" aria-live="polite">
      <span className="visually-hidden">Loading course...</span>
      <div className="course-hero course-hero--loading">
        <div className="page-container course-hero__inner">
          <div className="course-hero__text">
            <Skeleton width={90} height={22} rounded />
            <Skeleton width="70%" height={48} />
            <Skeleton width="45%" height={20} />
          </div>
        </div>
      </div>
      <div className="page-container course-page__body">
        <div className="course-facts">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={84} className="course-fact" />
          ))}
        </div>
        <div className="course-page__columns">
          <Skeleton height={240} />
          <Skeleton height={240} />
        </div>
        <Skeleton height={420} />
      </div>
    </div>
  );
}

/**
 * The golfer's hardest and easiest hole here, from their cards at this course (one request: the sums round
 * writes keep); nothing until they have a card here.
 */
function YourHolesHere({ courseId }: { courseId: string }) {
  const { data } = useMyCourseHoles(courseId);
  if (!data?.hardest) return null;
  const over = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
  return (
    <p className="course-page__holes">
      From your scorecards here: your hardest hole is the {data.hardest.hole}
      {ordinalSuffix(data.hardest.hole)} ({over(data.hardest.averageOverPar)} a round on average)
      {data.easiest
        ? `, your easiest the ${data.easiest.hole}${ordinalSuffix(data.easiest.hole)} (${over(data.easiest.averageOverPar)})`
        : ''}
      .
    </p>
  );
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}
