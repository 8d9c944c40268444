import { describe, expect, it } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { mapPositionOf } from './map-position';

describe('mapPositionOf', () => {
  it('says "the centre of the United Kingdom" for a country whose name takes an article', () => {
    const position = mapPositionOf(
      buildCourse({
        name: 'Home Nine',
        country: 'United Kingdom',
        latitude: 55.38,
        longitude: -3.44,
        placement: { method: 'country', place: 'United Kingdom' },
      }),
    );
    expect(position.caption).toBe('Approximate position: centre of the United Kingdom');
    expect(position.mapLabel).toBe(
      'Map showing the centre of the United Kingdom, the approximate position of Home Nine',
    );
    expect(position.detail).toMatch(/^Approximate: the centre of the United Kingdom\. /);
  });

  it('leaves a country without an article, and a city or state, as they are', () => {
    const kenya = mapPositionOf(
      buildCourse({ latitude: 1, longitude: 38, placement: { method: 'country', place: 'Kenya' } }),
    );
    expect(kenya.caption).toBe('Approximate position: centre of Kenya');
    const city = mapPositionOf(
      buildCourse({ latitude: 25.2, longitude: 55.27, placement: { method: 'city', place: 'The Hague' } }),
    );
    expect(city.caption).toBe('Approximate position: centre of The Hague');
  });

  it('shows an unchecked catalog position on the map but calls it approximate', () => {
    const position = mapPositionOf(
      buildCourse({
        name: 'Muthaiga Golf Club',
        country: 'Kenya',
        latitude: -1.2404,
        longitude: 36.8395,
        placement: { method: 'unchecked', place: null },
      }),
    );
    expect(position.mapped).toBe(true);
    expect(position.caption).toBe('Approximate position: 1.24°S 36.84°E');
    expect(position.mapLabel).toBe('Map showing the approximate position of Muthaiga Golf Club in Kenya');
    expect(position.detail).toMatch(/^Approximate: not yet checked against a published map point/);
  });

  it('locates an exactly placed course in "the" country where the name takes it', () => {
    const position = mapPositionOf(
      buildCourse({
        name: 'Emirates Golf Club',
        country: 'United Arab Emirates',
        placement: { method: 'exact', place: null },
      }),
    );
    expect(position.mapLabel).toBe('Map locating Emirates Golf Club in the United Arab Emirates');
  });
});
