import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseHome, milesTraveled } from '../passport/distance';
import { lookupCentroid } from './centroids';
import { placeCity, type CityTable } from './gazetteer';

const table = JSON.parse(
  readFileSync(new URL('../../frontend/public/geo/cities.json', import.meta.url), 'utf8'),
) as CityTable;
/** Oakmont Country Club as the catalog places it. */
const OAKMONT = { id: 'oakmont', latitude: 40.5261, longitude: -79.8264 };

describe('placeCity (the offline gazetteer)', () => {
  it('places Pittsburgh, PA on the city, not the centre of Pennsylvania', () => {
    expect(placeCity(table, { city: 'Pittsburgh', state: 'PA', country: 'United States' })).toEqual({
      latitude: 40.441,
      longitude: -79.996,
    });
    expect(placeCity(table, { city: 'pittsburgh', state: 'Pennsylvania', country: 'USA' })).not.toBeNull();
  });

  it("measures Pittsburgh's Oakmont trip as 21 miles there and back, where the state's centre made it 275", () => {
    const pittsburgh = placeCity(table, { city: 'Pittsburgh', state: 'PA', country: 'United States' });
    const fromCity = milesTraveled(chooseHome(null, { name: 'Pittsburgh', ...pittsburgh! }), [OAKMONT]);
    expect(fromCity.miles).toBe(21);
    const centre = lookupCentroid({ city: 'Pittsburgh', state: 'PA', country: 'United States' });
    expect(centre?.precision).toBe('state');
    const fromCentre = milesTraveled(
      chooseHome(null, { name: 'Pittsburgh', ...centre!, centreOf: centre!.place }),
      [OAKMONT],
    );
    expect(fromCentre.miles).toBe(275);
    expect(fromCentre.home).toMatchObject({ source: 'profile-region', label: 'the centre of Pennsylvania' });
  });

  it('tells two cities of one name apart by their state: Portland, ME is not Portland, OR', () => {
    const maine = placeCity(table, { city: 'Portland', state: 'ME', country: 'United States' });
    const oregon = placeCity(table, { city: 'Portland', state: 'OR', country: 'United States' });
    expect(maine?.longitude).toBeCloseTo(-70.26, 1);
    expect(oregon?.longitude).toBeCloseTo(-122.68, 1);
  });

  it('places a city of a golf home nation within it (Edinburgh, Scotland)', () => {
    expect(placeCity(table, { city: 'Edinburgh', country: 'Scotland' })?.latitude).toBeCloseTo(55.95, 1);
    expect(placeCity(table, { city: 'Edinburgh', country: 'Wales' })).toBeNull();
  });

  it('gives null for a place it does not hold, so the Passport says which point it uses', () => {
    expect(placeCity(table, { city: 'Nowhere Special', state: 'PA', country: 'United States' })).toBeNull();
    expect(placeCity(table, { city: 'Pittsburgh', state: 'PA', country: 'Atlantis' })).toBeNull();
  });
});
