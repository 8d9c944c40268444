import { describe, expect, it } from 'vitest';
import { formatOffset, standardOffsetMinutes, timeZoneGroups } from './time-zones';

describe('timeZoneGroups', () => {
  it('groups zones by standard offset, so summer time does not split a zone and two zones can share one', () => {
    const groups = timeZoneGroups(
      [
        { id: 'st-andrews', timeZone: 'Europe/London' },
        { id: 'portmarnock', timeZone: 'Europe/Dublin' },
        { id: 'pebble', timeZone: 'America/Los_Angeles' },
        { id: 'royal-melbourne', timeZone: 'Australia/Melbourne' },
        { id: 'custom-without-position', timeZone: null },
      ],
      2025,
    );
    expect(groups.map((group) => group.offset)).toEqual(['UTC-08:00', 'UTC+00:00', 'UTC+10:00']);
    expect(groups[1]?.zones).toEqual(['Europe/London', 'Europe/Dublin']);
  });

  it('reads half-hour offsets and ignores an unknown zone', () => {
    expect(standardOffsetMinutes('Asia/Kolkata', 2025)).toBe(330);
    expect(formatOffset(330)).toBe('UTC+05:30');
    expect(standardOffsetMinutes('Mars/Olympus_Mons', 2025)).toBeUndefined();
  });
});
