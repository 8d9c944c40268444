import type { CityTable } from '#shared/geo/gazetteer';

/**
 * The offline gazetteer (GeoNames' places of 15,000 people or more, frontend/public/geo/cities.json: the
 * same table the profile and the importers place towns with), read once when the planner first looks a
 * place up.
 */
let table: Promise<CityTable> | null = null;

export function cityTable(): Promise<CityTable> {
  table ??= fetch('/geo/cities.json').then((response) => {
    if (!response.ok) throw new Error(`The gazetteer answered ${response.status}`);
    return response.json() as Promise<CityTable>;
  });
  table.catch(() => {
    table = null;
  });
  return table;
}
