/**
 * Writes frontend/src/features/map/data/offline-basemap.json: the map's offline basemap (Natural Earth 1:50m
 * countries from the world-atlas package, public domain) as GeoJSON land and borders, ready for MapLibre to
 * load in its worker (see basemap-geojson.ts). Vite publishes it with a content hash. Run with
 * `npm run generate:basemap` after a world-atlas upgrade (a unit test says when it is out of date).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { basemapGeoJson } from './basemap-geojson';

const BASEMAP_TARGET = fileURLToPath(
  new URL('../../frontend/src/features/map/data/offline-basemap.json', import.meta.url),
);

const source = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
const file = basemapGeoJson(JSON.parse(await readFile(source, 'utf8')) as never);
await writeFile(BASEMAP_TARGET, `${JSON.stringify(file)}\n`);
console.log(`Wrote the offline basemap to ${BASEMAP_TARGET}`);
