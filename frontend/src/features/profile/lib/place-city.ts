import { placeCity, type CityTable, type PlacedCity } from '#shared/geo/gazetteer';
import type { ProfileUpdate, User } from '#shared/schemas/user';

/** The gazetteer (scripts/geo/generate-cities.ts), read only when a golfer saves a new place. */
export const CITY_TABLE_URL = '/geo/cities.json';

let table: Promise<CityTable> | null = null;

function cityTable(fetchTable: typeof fetch): Promise<CityTable> {
  table ??= fetchTable(CITY_TABLE_URL).then((response) => {
    if (!response.ok) throw new Error(`The gazetteer answered ${response.status}`);
    return response.json() as Promise<CityTable>;
  });
  table.catch(() => {
    table = null;
  });
  return table;
}

/**
 * The update with the city's point when the golfer changed their place (city, state or country), so Miles
 * Traveled measures from the city itself; null when the gazetteer has no such city (the Passport then says
 * which point it uses). An update that leaves the place alone goes as it is, and so does one the gazetteer
 * could not be read for (the server clears the old point of a changed place).
 */
export async function withCityPoint(
  update: ProfileUpdate,
  user: Pick<User, 'city' | 'state' | 'country'>,
  fetchTable: typeof fetch = fetch,
): Promise<ProfileUpdate> {
  const next = {
    city: update.city !== undefined ? update.city : user.city,
    state: update.state !== undefined ? update.state : user.state,
    country: update.country !== undefined ? update.country : user.country,
  };
  const changed = next.city !== user.city || next.state !== user.state || next.country !== user.country;
  if (!changed) return update;
  if (!next.city || !next.country) return { ...update, cityPoint: null };
  let point: PlacedCity | null;
  try {
    point = placeCity(await cityTable(fetchTable), {
      city: next.city,
      state: next.state,
      country: next.country,
    });
  } catch {
    return update;
  }
  return { ...update, cityPoint: point };
}

/** For tests: forget the table read. */
export function forgetCityTable() {
  table = null;
}
