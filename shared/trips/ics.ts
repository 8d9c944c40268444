/**
 * A trip plan as an iCalendar file (RFC 5545), one all-day event per course of the plan, so a golfer can put
 * the trip in any calendar. Written here rather than with a library: the file needs only VEVENTs of all-day
 * dates, and the two rules that make or break it (text escaping, 3.3.11; folding at 75 octets, 3.1) are
 * tested beside it (ics.test.ts).
 */

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded (CRLF then one space), never inside a UTF-8
 * character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts toward their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A UTC timestamp as iCalendar writes one: 20261206T180000Z. */
export function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface IcsTripEvent {
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  location: string | null;
  description: string | null;
  point: { latitude: number; longitude: number } | null;
}

export interface IcsTrip {
  id: string;
  name: string;
  events: IcsTripEvent[];
}

/** The calendar file's text: CRLF line ends, folded lines, one VEVENT per event. */
export function tripCalendar(trip: IcsTrip, now = new Date()): string {
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fescue//Trip planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(trip.name)}`,
  ];
  trip.events.forEach((event, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${trip.id}-${index + 1}@fescue.golf`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.point) lines.push(`GEO:${event.point.latitude.toFixed(6)};${event.point.longitude.toFixed(6)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
