import { describe, expect, it } from 'vitest';
import { coordinatesFor, lookupCentroid } from './centroids';

describe('centroid lookup', () => {
  it('prefers a known golf city, whatever its case and accents', () => {
    expect(lookupCentroid({ city: 'ST ANDREWS', state: 'Fife', country: 'Scotland' })).toEqual({
      latitude: 56.34,
      longitude: -2.8,
      precision: 'city',
    });
  });

  it('falls back to the US state, by code or by name', () => {
    expect(lookupCentroid({ city: 'Nowhere', state: 'OR', country: 'USA' })?.precision).toBe('state');
    expect(lookupCentroid({ city: 'Nowhere', state: 'oregon', country: 'United States' })).toEqual(
      lookupCentroid({ city: 'Nowhere', state: 'OR', country: 'United States' }),
    );
  });

  it('falls back to the country, then to 40, -74', () => {
    expect(lookupCentroid({ city: 'Nowhere', country: 'Japan' })).toMatchObject({ precision: 'country' });
    expect(lookupCentroid({ city: 'Nowhere', country: 'Atlantis' })).toBeUndefined();
    expect(coordinatesFor({ city: 'Nowhere', country: 'Atlantis' })).toEqual({
      latitude: 40,
      longitude: -74,
    });
  });

  it('only reads a state as a US state inside the United States', () => {
    expect(lookupCentroid({ city: 'Nowhere', state: 'WA', country: 'Australia' })?.precision).toBe('country');
  });
});
