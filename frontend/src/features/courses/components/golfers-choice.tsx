import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BAYESIAN_PRIOR_MEAN, BAYESIAN_PRIOR_WEIGHT, MIN_RATERS } from '#shared/ratings/community';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useGolfersChoice } from '../api/list-golfers-choice';
import './golfers-choice.css';
import {
  CouldNotLoad,
  NeedsConnection,
  useNeedsConnection,
} from '@/shared/offline/components/needs-connection';

/**
 * Golfers' Choice (docs/product-rules.md#ratings): the courses Fescue's golfers rate highest, ranked by a
 * Bayesian average of their Fescue Scores, so one perfect rating does not outrank forty excellent ones.
 */
export function GolfersChoice() {
  const { data, error, isLoading, mutate } = useGolfersChoice();
  const needsConnection = useNeedsConnection(error);
  return (
    <section aria-labelledby="golfers-choice-title" className="golfers-choice">
      <div className="golfers-choice__head">
        <h2 id="golfers-choice-title" className="club-profiles__section-title">
          <Award aria-hidden="true" />
          Golfers&apos; Choice
        </h2>
        <p className="golfers-choice__lead">
          The courses Fescue golfers rate highest. Ranked by a weighted average that starts every course at{' '}
          {BAYESIAN_PRIOR_MEAN.toFixed(1)} as if it had {BAYESIAN_PRIOR_WEIGHT} ratings, so a course needs
          many high ratings, not one, to reach the top. Courses appear from {MIN_RATERS} ratings.
        </p>
      </div>
      {isLoading ? (
        <ol className="golfers-choice__list" role="status" aria-label="Loading Golfers' Choice">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index}>
              <Skeleton height={64} />
            </li>
          ))}
        </ol>
      ) : needsConnection ? (
        <NeedsConnection size="sm" title="Golfers' Choice needs a connection" onRetry={() => void mutate()} />
      ) : error ? (
        <CouldNotLoad size="sm" title="We couldn't load Golfers' Choice" onRetry={() => void mutate()} />
      ) : data && data.courses.length > 0 ? (
        <ol className="golfers-choice__list" aria-label="Golfers' Choice, highest rated first">
          {data.courses.map((entry, index) => (
            <li key={entry.course.id} className="choice-row">
              <span className="choice-row__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="choice-row__main">
                <Link className="choice-row__name" to={`/course/${encodeURIComponent(entry.course.id)}`}>
                  <span className="visually-hidden">Number {index + 1}: </span>
                  {entry.course.name}
                </Link>
                <span className="choice-row__place">{entry.course.location}</span>
              </span>
              <span className="choice-row__score">
                <strong>{entry.fescueScore.toFixed(1)}</strong>
                <span className="choice-row__count">
                  {entry.raterCount} {entry.raterCount === 1 ? 'rating' : 'ratings'}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState
          size="sm"
          title="No course has enough ratings yet"
          description={`A course joins Golfers' Choice once ${MIN_RATERS} golfers have rated it. Rate the courses you play from their pages.`}
        />
      )}
    </section>
  );
}
