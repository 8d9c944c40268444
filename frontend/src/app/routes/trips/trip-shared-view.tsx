import { useMemo } from 'react';
import { publicTripSchema } from '#shared/trips/report';
import { CourseMap, FULL_MAP_VIEW, type MapPoint } from '@/features/map';
import { dayLabel, TripLegs } from '@/features/trips';
import type { SharedViewProps } from '../shared/shared-view-components';
import './trip-page.css';

/**
 * A shared trip (kind 'trip'): its days and courses on the map, the straight-line legs, and what the trip
 * came to. Read-only; the view holds nothing of the golfer but what the trip itself says.
 */
export default function TripSharedView({ view }: SharedViewProps) {
  const trip = useMemo(() => publicTripSchema.parse(view), [view]);
  const points: MapPoint[] = trip.days.flatMap((day) =>
    day.courses.flatMap((course, index) =>
      course.latitude !== null && course.longitude !== null
        ? [
            {
              id: `${day.date}-${index}`,
              name: course.name,
              city: course.city,
              state: course.state,
              country: course.country,
              latitude: course.latitude,
              longitude: course.longitude,
              status: 'bucket-list' as const,
            },
          ]
        : [],
    ),
  );
  const holes = trip.report.rounds.reduce((sum, round) => sum + round.holes, 0);
  return (
    <div className="trip-page trip-shared">
      <p className="trip-page__dates">
        {dayLabel(trip.startDate)} – {dayLabel(trip.endDate)} {trip.endDate.slice(0, 4)}
      </p>
      <CourseMap
        points={points}
        label={`Map of the trip ${trip.name}`}
        initialView={FULL_MAP_VIEW.initialView}
        minZoom={FULL_MAP_VIEW.minZoom}
        maxZoom={FULL_MAP_VIEW.maxZoom}
        height="min(24rem, 50vh)"
        fitToPoints
        fitMaxZoom={8}
      />
      <div className="trip-page__columns">
        <section className="trip-page__section card" aria-labelledby="shared-trip-plan">
          <h2 id="shared-trip-plan">The plan</h2>
          <ol className="trip-shared__days">
            {trip.days.map((day, index) => (
              <li key={day.date}>
                <p className="stop-list__day">
                  Day {index + 1} · {dayLabel(day.date)}
                </p>
                <ul>
                  {day.courses.map((course, i) => (
                    <li key={`${course.name}-${i}`}>
                      <strong>{course.name}</strong>,{' '}
                      {[course.city, course.state, course.country].filter(Boolean).join(', ')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <TripLegs trip={trip} />
        </section>
        <section className="trip-page__section card" aria-labelledby="shared-trip-report">
          <h2 id="shared-trip-report">{trip.report.ended ? 'Trip report' : 'The trip so far'}</h2>
          <dl className="trip-report__figures">
            <div>
              <dt>Rounds</dt>
              <dd>{trip.report.rounds.length}</dd>
            </div>
            <div>
              <dt>Holes</dt>
              <dd>{holes}</dd>
            </div>
            <div>
              <dt>New courses</dt>
              <dd>{trip.report.newCourses.length}</dd>
            </div>
            <div>
              <dt>New countries</dt>
              <dd>{trip.report.newCountries.length}</dd>
            </div>
          </dl>
          {trip.report.rounds.length > 0 ? (
            <ul className="trip-report__rounds" aria-label="Rounds of the trip">
              {trip.report.rounds.map((round, i) => (
                <li key={`${round.playedAt}-${i}`} className="trip-report__round">
                  {round.imageUrl ? <img src={round.imageUrl} alt="A round’s photo" loading="lazy" /> : null}
                  <div>
                    <span className="trip-report__course">{round.courseName ?? 'A course'}</span>
                    <span className="trip-report__meta">
                      {dayLabel(round.playedAt)} · {round.holes} holes · <strong>{round.score}</strong>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {trip.report.collections.length > 0 ? (
            <ul className="trip-report__collections" aria-label="Collections it advanced">
              {trip.report.collections.map((collection) => (
                <li key={collection.name}>
                  {collection.name}: {collection.playedBefore} → {collection.playedAfter} of{' '}
                  {collection.total}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
