/** The two views of the map (docs/product-rules.md#maps). */
export const WORLD_WIDGET_VIEW = {
  initialView: { latitude: 20, longitude: 0, zoom: 2 },
  minZoom: 1,
  maxZoom: 10,
  /** At least 384 px high. */
  height: '384px',
} as const;

export const FULL_MAP_VIEW = {
  initialView: { latitude: 40, longitude: -95, zoom: 3 },
  minZoom: 2,
  maxZoom: 18,
} as const;
