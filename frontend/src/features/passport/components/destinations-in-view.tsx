import { useState } from 'react';
import type { Destination } from '#shared/schemas/passport';
import { isInBounds, type MapBounds } from '@/features/map';
import { Button } from '@/shared/ui/button';
import { formatNumber } from '#shared/format/number';

/** The map tab lists 6 destinations (docs/product-rules.md#passport), then View All N Destinations. */
export const DESTINATIONS_IN_VIEW_SHOWN = 6;

/**
 * Destinations in View: the destinations inside what the map shows (all with a position until the map has
 * drawn, or when it could not), first 6 with name, location, par and yardage, then View All N Destinations.
 * It follows the map as the golfer pans and zooms.
 */
export function DestinationsInView({
  destinations,
  bounds,
}: {
  destinations: Destination[];
  bounds: MapBounds | null;
}) {
  const [all, setAll] = useState(false);
  const placed = destinations.filter((d) => d.latitude !== null && d.longitude !== null);
  const inView = bounds
    ? placed.filter((d) => isInBounds(bounds, d.latitude ?? 0, d.longitude ?? 0))
    : placed;
  const shown = all ? inView : inView.slice(0, DESTINATIONS_IN_VIEW_SHOWN);
  return (
    <section className="passport-in-view" aria-labelledby="passport-in-view-title">
      <div className="passport-in-view__header">
        <h3 id="passport-in-view-title">Destinations in View</h3>
        {placed.length > 0 ? (
          <p className="passport-list__sub" aria-live="polite">
            {inView.length === placed.length
              ? `All ${placed.length} on the map`
              : `${inView.length} of ${placed.length} on the map`}
          </p>
        ) : null}
      </div>
      {placed.length === 0 ? (
        <p className="passport-list__empty">None of these destinations has a position on the map.</p>
      ) : inView.length === 0 ? (
        <p className="passport-list__empty">
          None of your destinations is in this part of the map. Zoom out or move the map to find them.
        </p>
      ) : (
        <ul className="passport-in-view__grid">
          {shown.map((d) => (
            <li key={d.id} className="passport-in-view__item">
              <span className="passport-list__name">{d.name}</span>
              <span className="passport-list__sub">{d.location}</span>
              <span className="passport-list__sub">
                Par {d.par}
                {d.yardage ? ` · ${formatNumber(d.yardage)} yards` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!all && inView.length > DESTINATIONS_IN_VIEW_SHOWN ? (
        <Button variant="secondary" onClick={() => setAll(true)}>
          View All {inView.length} Destinations
        </Button>
      ) : null}
    </section>
  );
}
