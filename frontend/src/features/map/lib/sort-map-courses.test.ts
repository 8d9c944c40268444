import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../components/course-map-types';
import { sortMapCourses } from './sort-map-courses';

const point = (name: string, status: MapPoint['status']): MapPoint => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  latitude: 0,
  longitude: 0,
  status,
});

describe('sortMapCourses', () => {
  it('lists played courses, then the bucket list, then the rest, each by name', () => {
    const sorted = sortMapCourses([
      point('Bandon Dunes', 'available'),
      point('Pebble Beach', 'bucket-list'),
      point('ardglass', 'available'),
      point('Old Course', 'played'),
      point('Cabot Cliffs', 'bucket-list'),
      point('Augusta National', 'played'),
    ]);
    expect(sorted.map(({ name }) => name)).toEqual([
      'Augusta National',
      'Old Course',
      'Cabot Cliffs',
      'Pebble Beach',
      'ardglass',
      'Bandon Dunes',
    ]);
  });

  it('leaves the array it was given in its order', () => {
    const points = [point('Pinehurst No. 2', 'available'), point('Old Course', 'played')];
    sortMapCourses(points);
    expect(points.map(({ name }) => name)).toEqual(['Pinehurst No. 2', 'Old Course']);
  });
});
