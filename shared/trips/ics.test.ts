import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, tripCalendar } from './ics';

describe('the trip calendar (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('Links; Old, New\\Jubilee\nday 2')).toBe('Links\\; Old\\, New\\\\Jubilee\\nday 2');
  });

  it('folds a long line at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes one all-day VEVENT per course with CRLF line ends', () => {
    const text = tripCalendar(
      {
        id: '01JTRIP0000000000000000000',
        name: 'Fife, three days',
        events: [
          {
            date: '2027-05-14',
            summary: 'Golf: Old Course',
            location: 'St Andrews, Scotland',
            description: null,
            point: { latitude: 56.3433, longitude: -2.8031 },
          },
          {
            date: '2027-05-16',
            summary: 'Golf: Carnoustie',
            location: null,
            description: 'Leg 18 km',
            point: null,
          },
        ],
      },
      new Date('2026-12-06T18:00:00Z'),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART;VALUE=DATE:20270514\r\nDTEND;VALUE=DATE:20270515');
    expect(text).toContain('LOCATION:St Andrews\\, Scotland');
    expect(text).toContain('GEO:56.343300;-2.803100');
    expect(text).toContain('DTSTAMP:20261206T180000Z');
    expect(text).toContain('X-WR-CALNAME:Fife\\, three days');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  });
});
