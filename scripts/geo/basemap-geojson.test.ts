import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon } from 'geojson';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { basemapGeoJson } from './basemap-geojson';

/** Two squares side by side (two countries sharing an edge) and one island across the antimeridian. */
const topology = {
  type: 'Topology',
  arcs: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [0, 10],
      [-10, 10],
      [-10, 0],
      [0, 0],
    ],
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ],
    [
      [179.004, 60],
      [-179.004, 60],
      [-179.004, 61],
      [179.004, 61],
      [179.004, 60],
    ],
  ],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', arcs: [[0, 1]] },
        { type: 'Polygon', arcs: [[2, -1]] },
        { type: 'Polygon', arcs: [[3]] },
      ],
    },
  },
} as unknown as Parameters<typeof basemapGeoJson>[0];

describe('basemapGeoJson', () => {
  const [land, borders] = basemapGeoJson(topology).features;

  it('merges the countries into land and keeps only the edges they share as borders', () => {
    expect(land?.properties.kind).toBe('land');
    expect(land?.geometry.coordinates).toHaveLength(2);
    expect(borders?.properties.kind).toBe('border');
    expect(borders?.geometry.coordinates).toEqual([
      [
        [0, 0],
        [0, 10],
      ],
    ]);
  });

  it('unwraps a shape across the antimeridian and rounds it to 0.01°', () => {
    const polygons = (land?.geometry as MultiPolygon).coordinates;
    const island = polygons.find((polygon) => polygon[0]?.some(([lon]) => Math.abs(lon ?? 0) > 170))?.[0];
    const lons = island?.map(([lon = 0]) => lon) ?? [];
    expect(Math.max(...lons) - Math.min(...lons)).toBeCloseTo(2, 2);
    expect(lons.every((lon) => lon === Math.round(lon * 100) / 100)).toBe(true);
  });
});

describe('the offline basemap file', () => {
  it('is the one world-atlas gives today (npm run generate:basemap after an upgrade)', () => {
    const require = createRequire(import.meta.url);
    const source = JSON.parse(
      readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
    ) as Topology;
    const published = JSON.parse(
      readFileSync(
        new URL('../../frontend/src/features/map/data/offline-basemap.json', import.meta.url),
        'utf8',
      ),
    ) as unknown;
    expect(published).toEqual(JSON.parse(JSON.stringify(basemapGeoJson(source as never))));
  }, 30_000); // Builds the whole basemap from world-atlas: seconds on a busy machine.

  it("closes every ring of the land, Antarctica's round the South Pole (no line across the world)", () => {
    const published = JSON.parse(
      readFileSync(
        new URL('../../frontend/src/features/map/data/offline-basemap.json', import.meta.url),
        'utf8',
      ),
    ) as { features: { properties: { kind: string }; geometry: MultiPolygon }[] };
    const land = published.features.find((feature) => feature.properties.kind === 'land');
    const open = (land?.geometry.coordinates ?? [])
      .flat()
      .filter((ring) => ring[0]?.[0] !== ring.at(-1)?.[0] || ring[0]?.[1] !== ring.at(-1)?.[1]);
    expect(land?.geometry.coordinates.length).toBeGreaterThan(1000);
    expect(open).toEqual([]);
    // Antarctica: the one ring that reaches the pole, going round it.
    const polar = (land?.geometry.coordinates ?? [])
      .flat()
      .filter((ring) => ring.some(([, lat]) => lat === -90));
    expect(polar).toHaveLength(1);
    expect(polar[0]?.slice(-3).map(([, lat]) => lat)).toEqual([-90, -90, polar[0]?.[0]?.[1]]);
  });
});
