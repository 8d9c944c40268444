import { Check, Heart } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import {
  BUCKET_SIDEBAR_ENTRIES,
  type BucketListEntry,
  type BucketListResponse,
} from '#shared/schemas/bucket-list';
import { useBucketList } from '@/features/bucket-list';
import { PlayedItControl, PlayedWithoutRoundLabel } from '@/features/played';
import { courseTypeLabel, exclusivityText, placeOf } from '@/features/courses';
import { formatDate } from '#shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';

function EntryRow({ entry }: { entry: BucketListEntry }) {
  const { course } = entry;
  return (
    <li className="bucket-card__entry">
      <div className="bucket-card__line">
        <Link className="bucket-card__name" to={`/course/${encodeURIComponent(course.id)}`}>
          {course.name}
        </Link>
        {entry.playedAt ? (
          <span className="bucket-card__played">
            <Check aria-hidden="true" />
            Played
          </span>
        ) : entry.playedWithoutRound ? (
          <PlayedWithoutRoundLabel />
        ) : (
          // Played long ago, no round to log: ticked off from here (docs/product-rules.md#played-without-a-round).
          <PlayedItControl courseId={course.id} courseName={course.name} variant="compact" />
        )}
      </div>
      <p className="bucket-card__place">{placeOf(course)}</p>
      <p className="bucket-card__meta">
        <span>Exclusivity {exclusivityText(course.exclusivityRating)}</span>
        <span>Priority {entry.priority}/10</span>
        <Badge variant="outline">{courseTypeLabel(course.courseType)}</Badge>
      </p>
      {entry.playedAt ? <p className="bucket-card__note">Played {formatDate(entry.playedAt)}</p> : null}
      {entry.notes ? <p className="bucket-card__note">{entry.notes}</p> : null}
    </li>
  );
}

/** Where focus returns when the editor closes and its opener went with the last entry (see Dialog). */
const EDITOR_OPENER_KEY = 'bucket-list-editor';

/**
 * Your Bucket List (docs/product-rules.md#dashboard): the count, the first 8 entries (highest priority first)
 * and View all n courses when there are more. The count is the server's counter, so the card never reads the
 * whole list. Priority and notes are edited in the View all dialog; with 8 entries or fewer the same dialog
 * opens from Edit priorities and notes, so every entry stays editable whatever the count. It is one button
 * whose words follow the count, so a Remove that takes the list from 9 to 8 keeps focus a place to return to.
 */
export function BucketListCard({ onViewAll }: { onViewAll: () => void }) {
  return (
    <BucketList answer={useDeferredAnswer(useBucketList(BUCKET_SIDEBAR_ENTRIES))} onViewAll={onViewAll} />
  );
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const BucketList = memo(function BucketList({
  answer: { data, error, isLoading },
  onViewAll,
}: {
  answer: Answer<BucketListResponse>;
  onViewAll: () => void;
}) {
  let body;
  if (isLoading) {
    body = (
      <div className="bucket-card__loading">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={64} width="100%" />
        ))}
      </div>
    );
  } else if (error || !data) {
    body = <p role="alert">Your bucket list could not be loaded. Please reload the page.</p>;
  } else if (data.total === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<Heart />}
        title="Your bucket list is empty"
        description="Add courses you want to play!"
      />
    );
  } else {
    body = (
      <>
        <ul className="bucket-card__list">
          {data.entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
        <p className="bucket-card__more">
          <button
            type="button"
            className="link-button"
            onClick={onViewAll}
            data-return-focus={EDITOR_OPENER_KEY}
          >
            {data.total > BUCKET_SIDEBAR_ENTRIES
              ? `View all ${data.total} courses`
              : 'Edit priorities and notes'}
          </button>
        </p>
      </>
    );
  }
  return (
    <Card>
      <CardHeader
        title={
          // The stand-in for the editor's opener once the list is empty.
          <span tabIndex={-1} data-return-focus={EDITOR_OPENER_KEY}>
            Your Bucket List
          </span>
        }
        icon={<Heart />}
        aside={data ? <Badge variant="neutral">{data.total}</Badge> : null}
      />
      <CardContent>{body}</CardContent>
    </Card>
  );
});
