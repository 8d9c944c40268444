import './trips.css';
import { Flag, Globe2, Trophy } from 'lucide-react';
import type { TripReport } from '#shared/trips/report';
import { Skeleton } from '@/shared/ui/skeleton';
import { dayLabel } from '../lib/place-line';

/**
 * What the trip came to (docs/product-rules.md#trips): its rounds with their scores and photos, the courses
 * and countries first played on it, and the collections it moved along.
 */
export function TripReportView({ report, loading }: { report: TripReport | undefined; loading: boolean }) {
  if (loading || !report)
    return (
      <div className="trip-report" role="status" aria-label="Loading the trip report">
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </div>
    );
  const holes = report.rounds.reduce((sum, round) => sum + round.holes, 0);
  return (
    <div className="trip-report">
      <dl className="trip-report__figures">
        <div>
          <dt>Rounds</dt>
          <dd>{report.rounds.length}</dd>
        </div>
        <div>
          <dt>Holes</dt>
          <dd>{holes}</dd>
        </div>
        <div>
          <dt>New courses</dt>
          <dd>{report.newCourses.length}</dd>
        </div>
        <div>
          <dt>New countries</dt>
          <dd>{report.newCountries.length}</dd>
        </div>
      </dl>
      {report.rounds.length === 0 ? (
        <p className="trip-report__empty">
          No round logged on the trip’s days yet. Log one from the plan below.
        </p>
      ) : (
        <ul className="trip-report__rounds" aria-label="Rounds of the trip">
          {report.rounds.map((round) => (
            <li key={round.id} className="trip-report__round">
              {round.imageUrl ? <img src={round.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
              <div>
                <span className="trip-report__course">
                  {round.courseName ?? 'A course no longer in the catalog'}
                </span>
                <span className="trip-report__meta">
                  {dayLabel(round.playedAt)} · {round.holes} holes · <strong>{round.score}</strong> (
                  {round.score - round.par >= 0 ? '+' : ''}
                  {round.score - round.par})
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {report.newCourses.length > 0 ? (
        <p className="trip-report__line">
          <Flag aria-hidden="true" /> First played:{' '}
          {report.newCourses.map((course) => course.name).join(', ')}
        </p>
      ) : null}
      {report.newCountries.length > 0 ? (
        <p className="trip-report__line">
          <Globe2 aria-hidden="true" /> New countries: {report.newCountries.join(', ')}
        </p>
      ) : null}
      {report.collections.length > 0 ? (
        <section aria-labelledby="trip-report-collections">
          <h3 id="trip-report-collections">
            <Trophy aria-hidden="true" /> Collections it advanced
          </h3>
          <ul className="trip-report__collections">
            {report.collections.map((collection) => (
              <li key={collection.collectionId}>
                <a href={`/collections/${encodeURIComponent(collection.collectionId)}`}>{collection.name}</a>:{' '}
                {collection.playedBefore} → {collection.playedAfter} of {collection.total}
                <progress
                  max={collection.total}
                  value={collection.playedAfter}
                  aria-label={`${collection.name} progress`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
