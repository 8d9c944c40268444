import './trips.css';
import { Heart, Plus, Star } from 'lucide-react';
import { NEARBY_MAX_RESULTS, type NearbyCourse } from '#shared/trips/nearby';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { placeLine } from '../lib/place-line';

interface NearbyListProps {
  courses: readonly NearbyCourse[] | undefined;
  loading: boolean;
  truncated: boolean;
  /** Every course within this many miles is listed (the radius unless the answer is truncated). */
  completeMiles: number;
  placeLabel: string;
  radiusMiles: number;
  /** Courses already on the trip's chosen day. */
  added: ReadonlySet<string>;
  onAdd: (course: NearbyCourse) => void;
  addLabel: string;
  /** While the plan is being saved: one change at a time. */
  disabled?: boolean;
}

/** The courses around the place in the planner's order, each with its straight-line distance. */
export function NearbyList({
  courses,
  loading,
  truncated,
  completeMiles,
  placeLabel,
  radiusMiles,
  added,
  onAdd,
  addLabel,
  disabled = false,
}: NearbyListProps) {
  if (loading)
    return (
      <div className="nearby-list" role="status" aria-label="Finding courses">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="3.5rem" />
        ))}
      </div>
    );
  if (!courses) return null;
  if (courses.length === 0)
    return (
      <p className="nearby-list__empty" role="status">
        No course within {radiusMiles} miles of {placeLabel}. Widen the radius or pick another place.
      </p>
    );
  return (
    <div className="nearby-list">
      <p className="nearby-list__count" role="status">
        {truncated ? (
          <>
            The nearest {NEARBY_MAX_RESULTS} courses to {placeLabel} (every course within {completeMiles}{' '}
            miles), and your bucket list’s and lists’ courses within {radiusMiles} miles. More courses lie
            farther out within {radiusMiles} miles: move the place towards them to see them. Your bucket list
            first, then your lists, then the community’s rating.
          </>
        ) : (
          <>
            {courses.length} {courses.length === 1 ? 'course' : 'courses'} within {radiusMiles} miles of{' '}
            {placeLabel}: your bucket list first, then your lists, then the community’s rating.
          </>
        )}
      </p>
      <ul aria-label={`Courses near ${placeLabel}`}>
        {courses.map((course) => (
          <li key={course.id} className="nearby-list__item">
            <div className="nearby-list__facts">
              <span className="nearby-list__name">{course.name}</span>
              <span className="nearby-list__place">
                {placeLine(course)} · {course.miles} mi
                <span className="visually-hidden"> straight-line distance</span>
              </span>
              <span className="nearby-list__badges">
                {course.bucketPriority !== null ? (
                  <span className="nearby-list__badge nearby-list__badge--bucket">
                    <Heart aria-hidden="true" />
                    Bucket list, priority {course.bucketPriority}
                  </span>
                ) : null}
                {course.reviewCount > 0 && course.userRating > 0 ? (
                  <span className="nearby-list__badge">
                    <Star aria-hidden="true" />
                    {course.userRating.toFixed(1)} Fescue Score
                  </span>
                ) : null}
                {course.custom ? <span className="nearby-list__badge">Added by a golfer</span> : null}
              </span>
            </div>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={disabled || added.has(course.id)}
              onClick={() => onAdd(course)}
              aria-label={
                added.has(course.id) ? `${course.name} is on that day` : `${addLabel}: ${course.name}`
              }
            >
              <Plus aria-hidden="true" />
              {added.has(course.id) ? 'Added' : 'Add'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
