/**
 * Time Zones tile: the distinct UTC offsets of the played courses' IANA zones (a course's zone comes from its
 * coordinates when it is stored). An offset is the zone's standard one (the smaller of January's and July's,
 * so summer time does not split one zone into two), from the runtime's own tz database (Intl).
 */
export interface ZoneGroup {
  /** "UTC-08:00" */
  offset: string;
  offsetMinutes: number;
  zones: string[];
  courseIds: string[];
}

// Building a formatter is the slow part (about a millisecond): one per zone, and one answer per zone and year.
const formatters = new Map<string, Intl.DateTimeFormat>();
const standardOffsets = new Map<string, number | undefined>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function offsetMinutesAt(zone: string, at: Date): number | undefined {
  try {
    const part = formatterOf(zone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return undefined;
    if (part === 'GMT') return 0;
    const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part);
    if (!match) return undefined;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return undefined; // an unknown zone name
  }
}

/** The zone's standard UTC offset in minutes in `year`, or undefined for an unknown zone. */
export function standardOffsetMinutes(zone: string, year: number): number | undefined {
  const key = `${zone}|${year}`;
  if (standardOffsets.has(key)) return standardOffsets.get(key);
  const january = offsetMinutesAt(zone, new Date(Date.UTC(year, 0, 15)));
  const july = offsetMinutesAt(zone, new Date(Date.UTC(year, 6, 15)));
  const offset = january === undefined || july === undefined ? undefined : Math.min(january, july);
  standardOffsets.set(key, offset);
  return offset;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Played courses grouped by standard offset, west to east; courses without a zone are left out. */
export function timeZoneGroups(
  courses: readonly { id: string; timeZone: string | null }[],
  year: number,
): ZoneGroup[] {
  const groups = new Map<number, ZoneGroup>();
  for (const course of courses) {
    if (!course.timeZone) continue;
    const minutes = standardOffsetMinutes(course.timeZone, year);
    if (minutes === undefined) continue;
    const group = groups.get(minutes) ?? {
      offset: formatOffset(minutes),
      offsetMinutes: minutes,
      zones: [],
      courseIds: [],
    };
    if (!group.zones.includes(course.timeZone)) group.zones.push(course.timeZone);
    group.courseIds.push(course.id);
    groups.set(minutes, group);
  }
  return [...groups.values()].sort((a, b) => a.offsetMinutes - b.offsetMinutes);
}
