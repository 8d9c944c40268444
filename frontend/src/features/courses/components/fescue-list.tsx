import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BAYESIAN_PRIOR_MEAN, BAYESIAN_PRIOR_WEIGHT, MIN_RATERS } from '#shared/ratings/community';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useFescueList } from '../api/list-fescue-list';
import './fescue-list.css';
import {
  CouldNotLoad,
  NeedsConnection,
  useNeedsConnection,
} from '@/shared/offline/components/needs-connection';

/**
 * The Fescue List (docs/product-rules.md#ratings): the courses Fescue's golfers rate highest, ranked by a
 * Bayesian average of their Fescue Scores, so one perfect rating does not outrank forty excellent ones.
 */
export function FescueList() {
  const { data, error, isLoading, mutate } = useFescueList();
  const needsConnection = useNeedsConnection(error);
  return (
    <section aria-labelledby="fescue-list-title" className="fescue-list">
      <div className="fescue-list__head">
        <h2 id="fescue-list-title" className="club-profiles__section-title">
          <Award aria-hidden="true" />
          The Fescue List
        </h2>
        <p className="fescue-list__lead">
          The courses Fescue golfers rate highest. Ranked by a weighted average that starts every course at{' '}
          {BAYESIAN_PRIOR_MEAN.toFixed(1)} as if it had {BAYESIAN_PRIOR_WEIGHT} ratings, so a course needs
          many high ratings, not one, to reach the top. Courses appear from {MIN_RATERS} ratings.
        </p>
      </div>
      {isLoading ? (
        <ol className="fescue-list__list" role="status" aria-label="Loading the Fescue List">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index}>
              <Skeleton height={64} />
            </li>
          ))}
        </ol>
      ) : needsConnection ? (
        <NeedsConnection size="sm" title="The Fescue List needs a connection" onRetry={() => void mutate()} />
      ) : error ? (
        <CouldNotLoad size="sm" title="We couldn't load the Fescue List" onRetry={() => void mutate()} />
      ) : data && data.courses.length > 0 ? (
        <ol className="fescue-list__list" aria-label="The Fescue List, highest rated first">
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
          description={`A course joins the Fescue List once ${MIN_RATERS} golfers have rated it. Rate the courses you play from their pages.`}
        />
      )}
    </section>
  );
}
