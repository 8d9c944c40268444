import { useState } from 'react';
import type { Destination } from '../../../../../shared/schemas/passport';
import { Button } from '../../../shared/ui/button';

/** Spec §9: the map tab lists 6 destinations, then View All N Destinations. */
export const DESTINATIONS_IN_VIEW_SHOWN = 6;

/**
 * Destinations in View: the destinations with a position (the map opens framed on all of them), first 6 with
 * name, location, par and yardage, then View All N Destinations.
 */
export function DestinationsInView({ destinations }: { destinations: Destination[] }) {
  const [all, setAll] = useState(false);
  const placed = destinations.filter((d) => d.latitude !== null && d.longitude !== null);
  const shown = all ? placed : placed.slice(0, DESTINATIONS_IN_VIEW_SHOWN);
  return (
    <section className="passport-in-view" aria-labelledby="passport-in-view-title">
      <h3 id="passport-in-view-title">Destinations in View</h3>
      {placed.length === 0 ? (
        <p className="passport-list__empty">None of these destinations has a position on the map.</p>
      ) : (
        <ul className="passport-in-view__grid">
          {shown.map((d) => (
            <li key={d.id} className="passport-in-view__item">
              <span className="passport-list__name">{d.name}</span>
              <span className="passport-list__sub">{d.location}</span>
              <span className="passport-list__sub">
                Par {d.par}
                {d.yardage ? ` · ${d.yardage.toLocaleString('en-US')} yards` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!all && placed.length > DESTINATIONS_IN_VIEW_SHOWN ? (
        <Button variant="secondary" onClick={() => setAll(true)}>
          View All {placed.length} Destinations
        </Button>
      ) : null}
    </section>
  );
}
