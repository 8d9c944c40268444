import { describe, expect, it } from 'vitest';
import type { Trip } from '#shared/trips/trip';
import { calendarFileName, calendarOf } from './trip-calendar';

const course = (id: string, name: string, latitude: number, longitude: number) => ({
  id,
  name,
  city: 'St Andrews',
  state: null,
  country: 'Scotland',
  latitude,
  longitude,
});

const trip: Trip = {
  id: '01JTRIP0000000000000000000',
  name: 'Fife; three days',
  startDate: '2027-05-14',
  endDate: '2027-05-16',
  stops: [
    { courseId: 'a', date: '2027-05-14', course: course('a', 'Old Course', 56.3433, -2.8031) },
    { courseId: 'b', date: '2027-05-15', course: course('b', 'Kingsbarns', 56.304, -2.648) },
  ],
  lodging: null,
  notes: 'private',
  sharePhotos: false,
  legs: [{ from: 'Old Course', to: 'Kingsbarns', miles: 6.6, kilometres: 10.5 }],
  totalMiles: 6.6,
  totalKilometres: 10.5,
  createdAt: 'x',
  updatedAt: 'x',
};

describe('the trip as a calendar', () => {
  it('has a VEVENT per course, each leg’s straight-line distance from the one before, and no notes', () => {
    const text = calendarOf(trip, new Date('2026-12-06T00:00:00Z'));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('SUMMARY:Golf: Old Course');
    expect(text.replace(/\r\n /g, '')).toContain('6.6 mi (10.5 km) straight-line distance from Old Course.');
    expect(text).not.toContain('private');
  });

  it('names the file after the trip', () => {
    expect(calendarFileName(trip)).toBe('fife-three-days.ics');
  });
});
