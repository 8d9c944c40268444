import { useMemo } from 'react';
import { isLandCell } from '../../../shared/land/land-grid';
import { LAND_MASK_ROWS } from '../../../shared/land/land-mask';

/** The window of the world around the course, in degrees. */
const SPAN_LON = 64;
const SPAN_LAT = 36;

interface LocatorMapProps {
  latitude: number;
  longitude: number;
  label: string;
  className?: string;
  /** The point is a place's centre, not the course: drawn as a dashed area rather than a pin. */
  approximate?: boolean;
}

/**
 * A dotted map of the region around a course with a pin on it: an inline SVG drawn from a 1° land grid,
 * so the course page needs no map library, tiles or network.
 */
export function LocatorMap({ latitude, longitude, label, className, approximate = false }: LocatorMapProps) {
  const { dots, pinX, pinY } = useMemo(() => {
    const top = Math.min(Math.max(Math.floor(90 - latitude - SPAN_LAT / 2), 0), LAND_MASK_ROWS - SPAN_LAT);
    const left = Math.floor(longitude + 180 - SPAN_LON / 2);
    const radius = 0.36;
    let path = '';
    for (let y = 0; y < SPAN_LAT; y += 1) {
      for (let x = 0; x < SPAN_LON; x += 1) {
        if (!isLandCell(top + y, left + x)) continue;
        const cx = x + 0.5;
        const cy = y + 0.5;
        path += `M${(cx - radius).toFixed(2)} ${cy}a${radius} ${radius} 0 1 0 ${radius * 2} 0a${radius} ${radius} 0 1 0 ${-radius * 2} 0`;
      }
    }
    return { dots: path, pinX: longitude + 180 - left, pinY: 90 - latitude - top };
  }, [latitude, longitude]);

  return (
    <svg
      className={className}
      viewBox={`0 0 ${SPAN_LON} ${SPAN_LAT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <path d={dots} className="locator-map__land" />
      {approximate ? (
        <>
          <circle cx={pinX} cy={pinY} r={4.5} className="locator-map__area" />
          <circle cx={pinX} cy={pinY} r={0.6} className="locator-map__centre" />
        </>
      ) : (
        <>
          <circle cx={pinX} cy={pinY} r={2.6} className="locator-map__halo" />
          <circle cx={pinX} cy={pinY} r={1} className="locator-map__pin" />
        </>
      )}
    </svg>
  );
}
