import type { StyleSpecification } from 'maplibre-gl';
import basemapUrl from '../data/offline-basemap.json?url';
import { OFFLINE_ATTRIBUTION } from './base-layers';

/** The source of the bundled basemap: errors from it mean the map has no basemap at all. */
export const OFFLINE_SOURCE = 'basemap';

export const OFFLINE_COLOURS = {
  sea: '#cfe1e6',
  land: '#f1efe4',
  border: '#b8b29c',
  coast: '#8fb0ba',
} as const;

/**
 * A MapLibre style drawing the bundled basemap: sea, land, country borders and coastlines (the outline of the
 * land). No glyphs. The data (Natural Earth 1:50m, public domain, written by scripts/geo/generate-basemap.ts)
 * is a hashed asset of the app, cached, given to MapLibre by URL: its worker fetches, parses and tiles it, so
 * the page's main thread never touches the 1 MB of coordinates.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      [OFFLINE_SOURCE]: {
        type: 'geojson',
        data: basemapUrl,
        attribution: OFFLINE_ATTRIBUTION,
        // Simplified per zoom by a pixel rather than MapLibre's default 0.375: no visible change to a coast at
        // 1:50m, and a fraction of the vertices to tile, send from the worker and draw in each frame.
        tolerance: 1,
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.sea } },
      {
        id: 'land',
        type: 'fill',
        source: OFFLINE_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        // The coastline is drawn over the land's edge: the fill's own antialiased outline would be a second pass.
        paint: { 'fill-color': OFFLINE_COLOURS.land, 'fill-antialias': false },
      },
      {
        id: 'coastlines',
        type: 'line',
        source: OFFLINE_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: {
          'line-color': OFFLINE_COLOURS.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.6],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: OFFLINE_SOURCE,
        filter: ['==', ['get', 'kind'], 'border'],
        paint: {
          'line-color': OFFLINE_COLOURS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.2],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
