import { describe, expect, it } from 'vitest';
import { coordinatesFor, inferPlacement, lookupCentroid, placeCourse } from './centroids';

describe('centroid lookup', () => {
  it('prefers a known golf city, whatever its case and accents', () => {
    expect(lookupCentroid({ city: 'ST ANDREWS', state: 'Fife', country: 'Scotland' })).toEqual({
      latitude: 56.34,
      longitude: -2.8,
      precision: 'city',
      place: 'ST ANDREWS',
    });
  });

  it('falls back to the US state, by code or by name, and names it', () => {
    expect(lookupCentroid({ city: 'Nowhere', state: 'OR', country: 'USA' })).toMatchObject({
      precision: 'state',
      place: 'Oregon',
    });
    expect(lookupCentroid({ city: 'Nowhere', state: 'oregon', country: 'United States' })).toEqual(
      lookupCentroid({ city: 'Nowhere', state: 'OR', country: 'United States' }),
    );
  });

  it('falls back to the country, any country, then to 40, -74', () => {
    expect(lookupCentroid({ city: 'Nowhere', country: 'Japan' })).toMatchObject({ precision: 'country' });
    expect(lookupCentroid({ city: 'Nairobi', country: 'Kenya' })).toEqual({
      latitude: 1,
      longitude: 38,
      precision: 'country',
      place: 'Kenya',
    });
    expect(lookupCentroid({ city: 'Nowhere', country: 'Atlantis' })).toBeUndefined();
    expect(coordinatesFor({ city: 'Nowhere', country: 'Atlantis' })).toEqual({
      latitude: 40,
      longitude: -74,
    });
  });

  it('finds a golf city under an alternative spelling of its country', () => {
    expect(lookupCentroid({ city: 'Pinehurst', country: 'usa' })?.precision).toBe('city');
  });

  it('only reads a state as a US state inside the United States', () => {
    expect(lookupCentroid({ city: 'Nowhere', state: 'WA', country: 'Australia' })?.precision).toBe('country');
  });
});

describe('placing a course', () => {
  it('says how the position was found', () => {
    expect(placeCourse({ city: 'Nairobi', country: 'Kenya' }).placement).toEqual({
      method: 'country',
      place: 'Kenya',
    });
    expect(placeCourse({ city: 'Nowhere', country: 'Atlantis' })).toEqual({
      latitude: 40,
      longitude: -74,
      placement: { method: 'fallback', place: null },
    });
  });

  it('infers how a course stored before placements were recorded was placed, from where it sits', () => {
    const place = { city: 'Nairobi', state: null, country: 'Kenya' };
    expect(inferPlacement({ ...place, sourceApi: 'custom', latitude: 1, longitude: 38 })).toEqual({
      method: 'country',
      place: 'Kenya',
    });
    expect(inferPlacement({ ...place, sourceApi: 'golfcourseapi', latitude: -1.3, longitude: 36.8 })).toEqual(
      {
        method: 'exact',
        place: null,
      },
    );
    expect(
      inferPlacement({ ...place, country: 'Narnia', sourceApi: 'custom', latitude: 40, longitude: -74 }),
    ).toEqual({ method: 'fallback', place: null });
    expect(inferPlacement({ ...place, sourceApi: 'catalog', latitude: 1, longitude: 38 })?.method).toBe(
      'exact',
    );
    expect(
      inferPlacement({ ...place, sourceApi: 'custom', latitude: null, longitude: null }),
    ).toBeUndefined();
  });
});
