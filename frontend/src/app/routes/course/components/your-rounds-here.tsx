import { ArrowRight, Flag } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '#shared/format/date';
import { scoreWithPar } from '#shared/rounds/score-display';
import { useAllRounds } from '@/features/rounds';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * Your rounds here: the signed-in golfer's rounds at this course (date, score, a link to Round History),
 * newest first. Read from the golfer's whole round list, the one Round History loads (and shares in the
 * cache), filtered by course in the browser.
 */
export function YourRoundsHere({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { data: rounds, error, isLoading } = useAllRounds();
  const here = useMemo(
    () => (rounds ?? []).filter((round) => round.courseId === courseId),
    [rounds, courseId],
  );
  let body;
  if (isLoading) {
    body = (
      // A div may carry a name only with a role (axe: aria-prohibited-attr); a status is what it is.
      <div role="status" aria-busy="true" aria-label="Loading your rounds here">
        <Skeleton height={20} />
      </div>
    );
  } else if (error) {
    body = <p className="course-page__muted">Your rounds could not be loaded. Please reload the page.</p>;
  } else if (here.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<Flag />}
        title="No rounds here yet"
        description={`Rounds you log at ${courseName} will be listed here.`}
      />
    );
  } else {
    body = (
      <>
        <ul className="your-rounds" aria-label={`Your rounds at ${courseName}`}>
          {here.map((round) => (
            <li key={round.id} className="your-rounds__item">
              <span>{formatDate(round.playedAt) ?? 'Date unknown'}</span>
              <span className="your-rounds__holes">{round.holes} holes</span>
              <strong>{scoreWithPar(round.score, round.par)}</strong>
            </li>
          ))}
        </ul>
        <Link className="your-rounds__link" to="/rounds">
          See them in Round History
          <ArrowRight aria-hidden="true" />
        </Link>
      </>
    );
  }
  return (
    <Card className="course-page__your-rounds">
      <CardHeader title="Your rounds here" />
      <CardContent>{body}</CardContent>
    </Card>
  );
}
