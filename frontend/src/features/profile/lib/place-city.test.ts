import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityTable } from '#shared/geo/gazetteer';
import { forgetCityTable, withCityPoint } from './place-city';

const table: CityTable = { US: [['Pittsburgh', 'PA', 40.441, -79.996]] };
const served = () =>
  vi.fn(async () => new Response(JSON.stringify(table), { status: 200 })) as unknown as typeof fetch;
const before = { city: 'Philadelphia', state: 'PA', country: 'United States' };

describe('withCityPoint', () => {
  beforeEach(() => forgetCityTable());

  it('sends the point of a new city with the profile', async () => {
    const update = await withCityPoint({ city: 'Pittsburgh' }, before, served());
    expect(update).toEqual({ city: 'Pittsburgh', cityPoint: { latitude: 40.441, longitude: -79.996 } });
  });

  it('sends null for a city the gazetteer does not hold (the Passport then names the point it uses)', async () => {
    expect(await withCityPoint({ city: 'Oakmont' }, before, served())).toEqual({
      city: 'Oakmont',
      cityPoint: null,
    });
  });

  it('leaves an update that keeps the place alone as it is, without reading the table', async () => {
    const fetchTable = served();
    expect(await withCityPoint({ firstName: 'Ann', city: 'Philadelphia' }, before, fetchTable)).toEqual({
      firstName: 'Ann',
      city: 'Philadelphia',
    });
    expect(fetchTable).not.toHaveBeenCalled();
  });

  it('still saves the profile when the table cannot be read', async () => {
    const failing = vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    expect(await withCityPoint({ city: 'Pittsburgh' }, before, failing)).toEqual({ city: 'Pittsburgh' });
  });
});
