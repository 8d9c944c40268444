import { tripCalendar } from '#shared/trips/ics';
import type { Trip } from '#shared/trips/trip';
import { placeLine } from './place-line';

/** The plan as an .ics file's text: one all-day event per course, in the plan's order. */
export function calendarOf(trip: Trip, now = new Date()): string {
  return tripCalendar(
    {
      id: trip.id,
      name: trip.name,
      events: trip.stops.map((stop, index) => {
        const leg = trip.legs[trip.lodging ? index : index - 1];
        const course = stop.course;
        return {
          date: stop.date,
          summary: `Golf: ${course?.name ?? 'a course'}`,
          location: course ? placeLine(course) : null,
          description: [
            `${trip.name}, stop ${index + 1} of ${trip.stops.length}.`,
            leg?.miles != null
              ? `${leg.miles} mi (${leg.kilometres} km) straight-line distance from ${leg.from}.`
              : null,
          ]
            .filter(Boolean)
            .join(' '),
          point:
            course?.latitude != null && course.longitude != null
              ? { latitude: course.latitude, longitude: course.longitude }
              : null,
        };
      }),
    },
    now,
  );
}

/** A file name from the trip's name: letters, digits and dashes. */
export function calendarFileName(trip: Pick<Trip, 'name'>): string {
  const slug = trip.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${slug || 'trip'}.ics`;
}

/** Hands the calendar to the browser as a download. */
export function downloadCalendar(trip: Trip): void {
  const blob = new Blob([calendarOf(trip)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(trip);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
