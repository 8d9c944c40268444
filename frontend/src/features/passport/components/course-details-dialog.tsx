import { ExternalLink, ImageOff } from 'lucide-react';
import { formatDate } from '#shared/format/date';
import { scoreWithPar } from '#shared/rounds/score-display';
import type { Destination } from '#shared/schemas/passport';
import type { Round } from '#shared/schemas/round';
import { exclusivityText, useCourse } from '@/features/courses';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { courseTypeLabel } from './course-card';
import { formatNumber } from '#shared/format/number';

interface CourseDetailsDialogProps {
  destination: Destination | null;
  /** The golfer's rounds at this course, newest first; undefined while they load. */
  rounds: Round[] | undefined;
  onOpenChange: (open: boolean) => void;
}

/** The course details dialog, with the golfer's rounds at the course. */
export function CourseDetailsDialog({ destination, rounds, onOpenChange }: CourseDetailsDialogProps) {
  // The passport keeps each course's community score as it was when the golfer linked the course (its read
  // stays at two requests); the course's own answer has today's, from its rating aggregate.
  const live = useCourse(destination?.id);
  const userRating =
    (live.data?.id === destination?.id ? live.data?.userRating : undefined) ?? destination?.userRating ?? 0;
  return (
    <Dialog open={destination !== null} onOpenChange={onOpenChange}>
      {destination ? (
        <DialogContent
          title={destination.name}
          description={destination.location}
          className="passport-details"
        >
          <div className="passport-details__image">
            {destination.imageUrl ? (
              <img src={destination.imageUrl} alt="" />
            ) : (
              <span aria-hidden="true">
                <ImageOff />
              </span>
            )}
          </div>
          <dl className="passport-facts passport-facts--grid">
            <div>
              <dt>Location</dt>
              <dd>{destination.location}</dd>
            </div>
            <div>
              <dt>Course type</dt>
              <dd>{courseTypeLabel(destination.courseType)}</dd>
            </div>
            <div>
              <dt>Par</dt>
              <dd>{destination.par}</dd>
            </div>
            <div>
              <dt>Yardage</dt>
              <dd>{destination.yardage ? formatNumber(destination.yardage) : 'N/A'}</dd>
            </div>
            <div>
              <dt>Course Rating</dt>
              <dd>{destination.courseRating ?? 'N/A'}</dd>
            </div>
            <div>
              <dt>Slope Rating</dt>
              <dd>{destination.slopeRating ?? 'N/A'}</dd>
            </div>
            <div>
              <dt>User Rating</dt>
              <dd>{userRating > 0 ? `${userRating}/10` : 'No rating'}</dd>
            </div>
            <div>
              <dt>Exclusivity</dt>
              <dd>{exclusivityText(destination.exclusivityRating)}</dd>
            </div>
            <div className="passport-facts__wide">
              <dt>Architect</dt>
              <dd>
                {destination.architect ?? 'Unknown'}
                {destination.architectYear ? ` (${destination.architectYear})` : ''}
              </dd>
            </div>
          </dl>
          {destination.description ? (
            <p className="passport-details__description">{destination.description}</p>
          ) : null}
          <h3 className="passport-details__heading">Your Rounds at This Course</h3>
          {rounds === undefined ? (
            <p className="passport-list__empty" role="status">
              Loading your rounds...
            </p>
          ) : rounds.length === 0 ? (
            <p className="passport-list__empty">No rounds here yet: it is on your bucket list.</p>
          ) : (
            <ul className="passport-list">
              {rounds.map((round) => (
                <li key={round.id} className="passport-list__item">
                  <span className="passport-list__main">
                    <span className="passport-list__name">
                      {formatDate(round.playedAt) ?? 'Date unknown'}
                    </span>
                    <span className="passport-list__sub">
                      {round.holes} holes{round.roundType !== 'Regular' ? ` · ${round.roundType}` : ''}
                    </span>
                  </span>
                  <span className="passport-list__note">{scoreWithPar(round.score, round.par)}</span>
                </li>
              ))}
            </ul>
          )}
          {destination.scorecardUrl ? (
            <div className="dialog-actions">
              <Button asChild variant="secondary">
                <a href={destination.scorecardUrl} target="_blank" rel="noreferrer noopener">
                  <ExternalLink aria-hidden="true" />
                  View Scorecard
                </a>
              </Button>
            </div>
          ) : (
            <p className="passport-list__note">No scorecard on file for this course.</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
