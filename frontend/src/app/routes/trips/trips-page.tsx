import { CalendarRange, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { dayLabel, useTrips } from '@/features/trips';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { PageLoading } from '../../shell/page-loading';
import './trips-page.css';

/** /trips: the golfer's trips, planned and past (docs/product-rules.md#trips). */
export default function TripsPage({ user }: { user: User | null }) {
  return user ? <Trips /> : <PageLoading />;
}

function Trips() {
  const { data, error, isLoading, mutate } = useTrips();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="page-container trips-page">
      <title>Trips · Fescue</title>
      <header className="trips-page__header">
        <div>
          <h1>Trips</h1>
          <p>Plan a few days of golf around a place, then see what the trip came to.</p>
        </div>
        <Button asChild>
          <Link to="/trips/new">
            <Plus aria-hidden="true" />
            Plan a trip
          </Link>
        </Button>
      </header>
      {isLoading ? (
        <div className="trips-page__list" role="status" aria-label="Loading your trips">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4.5rem" />
          ))}
        </div>
      ) : error ? (
        <EmptyState
          title="Could not load your trips"
          action={<Button onClick={() => void mutate()}>Try Again</Button>}
        />
      ) : data && data.trips.length > 0 ? (
        <ul className="trips-page__list" aria-label="Your trips">
          {data.trips.map((trip) => (
            <li key={trip.id}>
              <Link to={`/trips/${trip.id}`} className="trips-page__trip">
                <span className="trips-page__name">{trip.name}</span>
                <span className="trips-page__meta">
                  {dayLabel(trip.startDate)} – {dayLabel(trip.endDate)} {trip.startDate.slice(0, 4)} ·{' '}
                  {trip.courseCount} {trip.courseCount === 1 ? 'course' : 'courses'}
                  {trip.endDate < today ? ' · Trip report' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<CalendarRange />}
          title="No trips yet"
          description="Pick a town, see every course around it, and lay out your days."
          action={
            <Button asChild>
              <Link to="/trips/new">Plan a trip</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
