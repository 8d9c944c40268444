import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Position } from 'geojson';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { closeRing, isPoleLine, unwrapRing } from './unwrap-rings';

/** What a basemap feature draws: land (filled, its outline the coastline) or the borders between countries. */
export type BasemapKind = 'land' | 'border';
export type BasemapFile = FeatureCollection<MultiPolygon | MultiLineString, { kind: BasemapKind }>;

/**
 * 0.01° (about 1 km): finer than the 1:50m shapes themselves (drawn at 1:50 million, a coast is generalised by
 * kilometres), and two thirds of the bytes of 0.001°.
 */
const DECIMALS = 2;
const SCALE = 10 ** DECIMALS;

function rounded(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon = 0, lat = 0] of line) {
    const point = [Math.round(lon * SCALE) / SCALE, Math.round(lat * SCALE) / SCALE];
    const previous = out.at(-1);
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) out.push(point);
  }
  return out;
}

/**
 * The offline basemap as MapLibre loads it (in its worker, from a URL: the page's main thread never parses
 * it): the countries of a world-atlas topology merged into land, and the borders between them. Longitudes
 * are unwrapped along each line (world-atlas stitches shapes across the antimeridian, which drawn as they are
 * stripe the whole world) and rounded; a ring or line that rounding shrinks to nothing is dropped. Every ring
 * is closed: Antarctica's coast, once round the world, round the South Pole (`closeRing`), and the line
 * world-atlas draws along the pole itself, which encloses nothing, is left out.
 */
export function basemapGeoJson(topology: Topology<{ countries: GeometryCollection }>): BasemapFile {
  const countries = topology.objects.countries;
  const land = merge(topology, countries.geometries as never);
  const polygons = land.coordinates
    .map((polygon) =>
      polygon
        .map((ring) => rounded(unwrapRing(ring)))
        .filter((ring) => !isPoleLine(ring))
        .map(closeRing)
        .filter((ring) => ring.length >= 4),
    )
    .filter((polygon) => polygon.length > 0);
  const borders = mesh(topology, countries, (a, b) => a !== b)
    .coordinates.map((line) => rounded(unwrapRing(line)))
    .filter((line) => line.length >= 2);
  const landFeature: Feature<MultiPolygon, { kind: BasemapKind }> = {
    type: 'Feature',
    properties: { kind: 'land' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  };
  const borderFeature: Feature<MultiLineString, { kind: BasemapKind }> = {
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: borders },
  };
  return { type: 'FeatureCollection', features: [landFeature, borderFeature] };
}
