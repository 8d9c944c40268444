import './trips.css';
import type { Trip } from '#shared/trips/trip';

/** Each leg of the plan in order and the sum, said to be straight lines (Fescue knows no roads). */
export function TripLegs({ trip }: { trip: Pick<Trip, 'legs' | 'totalMiles' | 'totalKilometres'> }) {
  if (trip.legs.length === 0) return null;
  return (
    <section className="trip-legs" aria-labelledby="trip-legs-title">
      <h3 id="trip-legs-title">Straight-line distance</h3>
      <ol>
        {trip.legs.map((leg, index) => (
          <li key={`${index}-${leg.from}-${leg.to}`}>
            <span>
              {leg.from} → {leg.to}
            </span>
            <span className="trip-legs__figure">
              {leg.miles === null ? 'no point on the map' : `${leg.miles} mi · ${leg.kilometres} km`}
            </span>
          </li>
        ))}
      </ol>
      <p className="trip-legs__total">
        In all: <strong>{trip.totalMiles} mi</strong> ({trip.totalKilometres} km) straight-line distance, not
        by road.
      </p>
    </section>
  );
}
