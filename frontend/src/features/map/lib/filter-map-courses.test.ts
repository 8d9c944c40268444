import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../components/course-map-types';
import { filterMapCourses, NO_FILTERS } from './filter-map-courses';

const points: MapPoint[] = [
  {
    id: 'old',
    name: 'Old Course',
    latitude: 56.3,
    longitude: -2.8,
    status: 'played',
    city: 'St Andrews',
    country: 'Scotland',
    architect: 'Nature',
  },
  {
    id: 'pebble',
    name: 'Pebble Beach Golf Links',
    latitude: 36.5,
    longitude: -121.9,
    status: 'bucket-list',
    city: 'Pebble Beach',
    state: 'CA',
    country: 'United States',
    architect: 'Jack Neville',
  },
  {
    id: 'cabot',
    name: 'Cabot Cliffs',
    latitude: 46.3,
    longitude: -61.3,
    status: 'available',
    city: 'Inverness',
    state: 'NS',
    country: 'Canada',
    architect: 'Coore & Crenshaw',
  },
  {
    id: 'santa',
    name: 'Santa Fe Country Club',
    latitude: 35.6,
    longitude: -106,
    status: 'available',
    city: 'Santa Fe',
    state: 'New Mexico',
    country: 'United States',
    architect: null,
  },
];
const ids = (list: MapPoint[]) => list.map((point) => point.id);

describe('filterMapCourses', () => {
  it('searches name, place and architect, whatever the case', () => {
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, search: 'PEBBLE' }))).toEqual(['pebble']);
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, search: 'inverness' }))).toEqual(['cabot']);
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, search: 'coore' }))).toEqual(['cabot']);
  });

  it('finds a place by the names course search knows it by: a state code named, a country by its common name', () => {
    const search = (text: string) => ids(filterMapCourses(points, { ...NO_FILTERS, search: text }));
    expect(search('california')).toEqual(['pebble']);
    expect(search('nova scotia')).toEqual(['cabot']);
    expect(search('uk')).toEqual(['old']);
    expect(search('usa')).toEqual(['pebble', 'santa']);
  });

  it("places a course by its country's code, so New Mexico is North America and not Mexico's keyword", () => {
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, continent: 'north-america' }))).toEqual([
      'pebble',
      'cabot',
      'santa',
    ]);
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, continent: 'europe' }))).toEqual(['old']);
  });

  it('keeps played only, wishlist only, or both', () => {
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, playedOnly: true }))).toEqual(['old']);
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, wishlistOnly: true }))).toEqual(['pebble']);
    expect(ids(filterMapCourses(points, { ...NO_FILTERS, playedOnly: true, wishlistOnly: true }))).toEqual([
      'old',
      'pebble',
    ]);
  });
});
