/**
 * The two views of the map, as docs/product-rules.md#maps sets them. It gives its zooms for 256-px raster tiles; MapLibre's
 * tiles are 512 px, so the same view is one zoom lower here: zoom 2 there is MapLibre's 1.
 */
const SPEC_TO_MAPLIBRE_ZOOM = -1;
const zoom = (specZoom: number) => specZoom + SPEC_TO_MAPLIBRE_ZOOM;

/** The world widget: centre 20, 0 at zoom 2, from 1 to 10; at least 384 px high. */
export const WORLD_WIDGET_VIEW = {
  initialView: { latitude: 20, longitude: 0, zoom: zoom(2) },
  minZoom: zoom(1),
  maxZoom: zoom(10),
  height: '384px',
} as const;

/** The Full Map: centre about 40, -95 at the spec's zoom 3, from 2 to 18. */
export const FULL_MAP_VIEW = {
  initialView: { latitude: 40, longitude: -95, zoom: zoom(3) },
  minZoom: zoom(2),
  maxZoom: zoom(18),
} as const;
