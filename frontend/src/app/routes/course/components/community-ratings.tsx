import { MessageSquareQuote, Pencil, Plus, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '#shared/format/date';
import { RATING_CATEGORIES } from '#shared/ratings/categories';
import { MIN_RATERS, NOT_ENOUGH_RATINGS_MESSAGE } from '#shared/ratings/community';
import { ratingLabel } from '#shared/ratings/fescue-score';
import type { Course } from '#shared/schemas/course';
import type { CommunityRatings, MyRatingResponse } from '#shared/schemas/rating';
import { RateCourseDialog, useCommunityRatings, useMyRating } from '@/features/course-rating';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSharedComments } from '@/features/courses';
import './community-ratings.css';

const TOP_TAGS = 8;

/**
 * The course page's Community Ratings (docs/product-rules.md#ratings): the community Fescue Score, a bar per
 * category, the top quick tags and the number of ratings, all exact aggregates of what golfers submitted and
 * hidden until 3 golfers have rated; the golfer's own rating with Edit; and the comments golfers chose to
 * share.
 */
export function CommunityRatingsSection({
  course,
  played,
  onLogRound,
}: {
  course: Course;
  /** Whether the golfer has a round here (undefined while their rounds load). */
  played: boolean | undefined;
  onLogRound: () => void;
}) {
  const community = useCommunityRatings(course.id);
  const mine = useMyRating(course.id);
  const [rating, setRating] = useState(false);
  const hasRating = Boolean(mine.data?.rating);
  // Ratings come from golfers who played the course (the API refuses the others): a golfer without a round
  // here is offered to log one first.
  const mayRate = played === true || hasRating;
  return (
    <Card className="community-ratings">
      <CardHeader
        title="Community Ratings"
        titleId="community-ratings-title"
        icon={<Users />}
        description={
          community.data
            ? community.data.raterCount === 1
              ? '1 golfer has rated this course'
              : `${community.data.raterCount} golfers have rated this course`
            : 'What golfers who played here think of it'
        }
        aside={
          mayRate || played === undefined ? (
            <Button
              onClick={() => setRating(true)}
              disabled={(mine.data === undefined && !mine.error) || played === undefined}
            >
              {hasRating ? <Pencil aria-hidden="true" /> : <Star aria-hidden="true" />}
              {hasRating ? 'Edit your rating' : 'Rate this course'}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onLogRound} aria-describedby="rate-after-playing">
              <Plus aria-hidden="true" />
              Log a round to rate
            </Button>
          )
        }
      />
      <CardContent>
        {played === false && !hasRating ? (
          <p id="rate-after-playing" className="community-ratings__muted community-ratings__played-note">
            Ratings come from golfers who played {course.name}: log your round here, then rate it.
          </p>
        ) : null}
        {community.data ? (
          <CommunityFigures figures={community.data} courseName={course.name} />
        ) : community.error ? (
          <p className="community-ratings__muted">Community ratings could not be loaded just now.</p>
        ) : (
          <CommunityFiguresSkeleton />
        )}
        <MyRatingPanel mine={mine.data} onEdit={() => setRating(true)} />
        <SharedComments courseId={course.id} />
      </CardContent>
      <RateCourseDialog
        target={rating ? { courseId: course.id, courseName: course.name } : null}
        onOpenChange={(open) => !open && setRating(false)}
      />
    </Card>
  );
}

function CommunityFigures({ figures, courseName }: { figures: CommunityRatings; courseName: string }) {
  if (!figures.enough || figures.fescueScore === null) {
    return (
      <div className="community-ratings__empty">
        <p className="community-ratings__empty-title">{NOT_ENOUGH_RATINGS_MESSAGE}</p>
        <p className="community-ratings__muted">
          Community figures appear once {MIN_RATERS} golfers have rated {courseName}, so no one golfer&apos;s
          scores are on show.{' '}
          {figures.raterCount > 0
            ? `${figures.raterCount} of ${MIN_RATERS} so far.`
            : 'Be the first to rate it.'}
        </p>
      </div>
    );
  }
  const tags = figures.tags.slice(0, TOP_TAGS);
  return (
    <div className="community-ratings__figures">
      <div className="community-score">
        <p className="community-score__value">
          <strong>{figures.fescueScore.toFixed(1)}</strong>
          <span>/10</span>
        </p>
        <p className="community-score__label">{ratingLabel(figures.fescueScore)}</p>
        <p className="community-ratings__muted">Fescue Score from {figures.raterCount} ratings</p>
      </div>
      <div className="community-ratings__detail">
        <ul className="category-bars" aria-label="Average by category, out of 10">
          {RATING_CATEGORIES.map((category) => {
            const figure = figures.categories.find((entry) => entry.key === category.key);
            const average = figure?.average ?? null;
            return (
              <li key={category.key} className="category-bar">
                <span className="category-bar__label">{category.label}</span>
                <span className="category-bar__track" aria-hidden="true">
                  <span
                    className="category-bar__fill"
                    style={{ width: `${average === null ? 0 : average * 10}%` }}
                  />
                </span>
                <span
                  className={
                    average === null ? 'category-bar__value category-bar__value--none' : 'category-bar__value'
                  }
                >
                  {average === null ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{NOT_ENOUGH_RATINGS_MESSAGE}</span>
                    </>
                  ) : (
                    average.toFixed(1)
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        {tags.length > 0 ? (
          <div className="community-tags">
            <h3 className="community-ratings__subtitle">What golfers say</h3>
            <ul className="community-tags__list">
              {tags.map(({ tag, count }) => (
                <li key={tag} className="community-tag">
                  {tag}
                  <span className="community-tag__count">
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden"> chosen by</span> {count}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function CommunityFiguresSkeleton() {
  return (
    <div className="community-ratings__figures" role="status" aria-label="Loading community ratings">
      <Skeleton height={150} />
      <Skeleton height={260} />
    </div>
  );
}

function MyRatingPanel({ mine, onEdit }: { mine: MyRatingResponse | undefined; onEdit: () => void }) {
  if (!mine) return <Skeleton height={64} className="my-rating my-rating--loading" />;
  const { rating, draft } = mine;
  if (!rating && !draft) return null;
  return (
    <div className="my-rating">
      <div>
        <h3 className="community-ratings__subtitle">Your rating</h3>
        {rating ? (
          <p className="my-rating__line">
            <strong>{rating.fescueScore.toFixed(1)}/10</strong> {ratingLabel(rating.fescueScore)} · submitted{' '}
            {formatDate(rating.submittedAt)}
            {rating.roundId ? ' from a round' : ''}
            {rating.comments ? (rating.shareComments ? ' · comments shared' : ' · comments private') : ''}
          </p>
        ) : null}
        {draft ? (
          <p className="my-rating__line my-rating__draft">
            Draft saved {formatDateTime(draft.savedAt)}: finish it when you are ready.
          </p>
        ) : null}
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {draft ? 'Finish draft' : 'Edit'}
      </Button>
    </div>
  );
}

function SharedComments({ courseId }: { courseId: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <section className="shared-comments" aria-labelledby="shared-comments-title">
      <h3 id="shared-comments-title" className="community-ratings__subtitle">
        <MessageSquareQuote aria-hidden="true" />
        Golfers&apos; comments
      </h3>
      <ol className="shared-comments__list">
        {cursors.map((cursor, index) => (
          <CommentPage
            key={cursor ?? 'first'}
            courseId={courseId}
            cursor={cursor}
            first={index === 0}
            last={index === cursors.length - 1}
            onMore={(next) => setCursors((current) => [...current, next])}
          />
        ))}
      </ol>
    </section>
  );
}

function CommentPage({
  courseId,
  cursor,
  first,
  last,
  onMore,
}: {
  courseId: string;
  cursor: string | null;
  first: boolean;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error } = useSharedComments(courseId, cursor);
  if (error) {
    return <li className="community-ratings__muted">Comments could not be loaded just now.</li>;
  }
  if (!data) {
    return (
      <li aria-hidden="true">
        <Skeleton height={72} />
      </li>
    );
  }
  if (first && data.comments.length === 0) {
    return (
      <li className="community-ratings__muted">
        No shared comments yet. Golfers choose to share theirs when they rate.
      </li>
    );
  }
  return (
    <>
      {data.comments.map((comment) => (
        <li key={`${comment.submittedAt}-${comment.author}`} className="shared-comment">
          <blockquote className="shared-comment__text">{comment.comments}</blockquote>
          <p className="shared-comment__meta">
            {comment.author} · {formatDate(comment.submittedAt)} · rated {comment.fescueScore.toFixed(1)}/10
          </p>
        </li>
      ))}
      {last && data.nextCursor ? (
        <li className="shared-comments__more">
          <Button variant="ghost" size="sm" onClick={() => onMore(data.nextCursor as string)}>
            Show more comments
          </Button>
        </li>
      ) : null}
    </>
  );
}
