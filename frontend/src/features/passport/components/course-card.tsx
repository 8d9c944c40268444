import { ExternalLink, Info, MapPin } from 'lucide-react';
import { memo } from 'react';
import type { Destination } from '#shared/schemas/passport';
import { BucketListHeart } from '@/features/bucket-list';
import { exclusivityText } from '@/features/courses';
import { PlayedItControl } from '@/features/played';
import { PLAYED_WITHOUT_ROUND_LABEL } from '#shared/played/played-mark';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';

const TYPE_LABELS: Record<string, string> = {
  public: 'Public',
  private: 'Private',
  'semi-private': 'Semi-Private',
  resort: 'Resort',
};
export const courseTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/**
 * A destination in the Courses tab (docs/product-rules.md#passport): Scorecard (only where one is on file: a button that
 * cannot be pressed would not say why), Details and the bucket-list heart.
 */
export const CourseCard = memo(function CourseCard({
  destination,
  onDetails,
}: {
  destination: Destination;
  /** Opens the course's details; called with its id, so one function serves every card. */
  onDetails: (courseId: string) => void;
}) {
  return (
    <article className="passport-course" aria-label={destination.name}>
      <div className="passport-course__head">
        <h3>{destination.name}</h3>
        <span className="passport-course__marks">
          <Badge variant={destination.status === 'played' ? 'success' : 'outline'}>
            {destination.status !== 'played'
              ? 'Wishlist'
              : destination.playedWithoutRound
                ? PLAYED_WITHOUT_ROUND_LABEL
                : 'Played'}
          </Badge>
          {/* A wished-for course played long ago is marked from here (docs/product-rules.md#played-without-a-round). */}
          {destination.status !== 'played' ? (
            <PlayedItControl courseId={destination.id} courseName={destination.name} variant="compact" />
          ) : null}
          {/* Every signed-in screen is one, and only signed-in golfers see this page. */}
          <BucketListHeart courseId={destination.id} courseName={destination.name} />
        </span>
      </div>
      <p className="passport-course__place">
        <MapPin aria-hidden="true" />
        {destination.location}
      </p>
      <ul className="passport-course__facts">
        <li>{courseTypeLabel(destination.courseType)}</li>
        <li>Par {destination.par}</li>
        {destination.exclusivityRating > 0 ? (
          <li>Exclusivity {exclusivityText(destination.exclusivityRating)}</li>
        ) : null}
        {destination.roundCount > 0 ? (
          <li>
            {destination.roundCount} {destination.roundCount === 1 ? 'round' : 'rounds'}
          </li>
        ) : null}
        {destination.settings.includes('historic') ? <li>Historic</li> : null}
      </ul>
      {destination.architect ? <p className="passport-course__architect">{destination.architect}</p> : null}
      <div className="passport-course__actions">
        {destination.scorecardUrl ? (
          <Button asChild size="sm" variant="secondary">
            <a href={destination.scorecardUrl} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden="true" />
              Scorecard
            </a>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDetails(destination.id)}
          aria-label={`Details of ${destination.name}`}
        >
          <Info aria-hidden="true" />
          Details
        </Button>
      </div>
    </article>
  );
});
