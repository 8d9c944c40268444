import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { OFFLINE_ATTRIBUTION } from './base-layers';
import { unwrapRing } from './unwrap-rings';

export interface OfflineBasemap {
  countries: FeatureCollection<Geometry>;
  borders: MultiLineString;
  coastlines: MultiLineString;
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

let loading: Promise<OfflineBasemap> | undefined;

/**
 * Natural Earth 1:50m countries (public domain, from the world-atlas package), shipped as a hashed asset of
 * the app (about 240 kB gzip, cached) and turned into GeoJSON here: land, borders and coastlines for a
 * basemap that needs no outside host. Loaded once per page.
 */
export function loadOfflineBasemap(): Promise<OfflineBasemap> {
  loading ??= (async () => {
    const response = await fetch(countriesUrl);
    if (!response.ok) throw new Error(`Basemap data: ${response.status}`);
    const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
    return {
      countries: {
        ...countries,
        features: countries.features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) })),
      },
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
      coastlines: mesh(topology, topology.objects.countries, (a, b) => a === b),
    };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const OFFLINE_COLOURS = {
  sea: '#cfe1e6',
  land: '#f1efe4',
  border: '#b8b29c',
  coast: '#8fb0ba',
} as const;

/** A MapLibre style drawing the bundled basemap: sea, land, country borders and coastlines. No glyphs. */
export function offlineStyle(basemap: OfflineBasemap): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: basemap.countries, attribution: OFFLINE_ATTRIBUTION },
      borders: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: basemap.borders } },
      coastlines: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: basemap.coastlines },
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': OFFLINE_COLOURS.land } },
      {
        id: 'coastlines',
        type: 'line',
        source: 'coastlines',
        paint: {
          'line-color': OFFLINE_COLOURS.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.6],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': OFFLINE_COLOURS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.2],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
