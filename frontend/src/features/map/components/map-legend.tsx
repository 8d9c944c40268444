import type { MapStatus } from '#shared/schemas/course-map';
import { STATUS_COLOURS } from './map-features';

export interface LegendItem {
  status: MapStatus | 'private';
  label: string;
  count?: number;
}

/** The map's key: a swatch per marker kind, with counts where the screen gives them. */
export function MapLegend({ items, title }: { items: readonly LegendItem[]; title?: string }) {
  return (
    <div className="map-legend">
      {title ? <p className="map-legend__title">{title}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <span
              aria-hidden="true"
              className={`map-legend__swatch map-legend__swatch--${item.status}`}
              style={item.status === 'private' ? undefined : { background: STATUS_COLOURS[item.status] }}
            />
            {item.label}
            {item.count === undefined ? null : <span className="map-legend__count">{item.count}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
