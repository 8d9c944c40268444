import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone';

describe('timeZoneAt', () => {
  it('finds the IANA zone of a position', () => {
    expect(timeZoneAt(56.3433, -2.8031)).toBe('Europe/London');
    expect(timeZoneAt(36.5681, -121.9503)).toBe('America/Los_Angeles');
    expect(timeZoneAt(33.64, -111.91)).toBe('America/Phoenix');
    expect(timeZoneAt(-37.97, 145.03)).toBe('Australia/Melbourne');
  });

  it('has no zone without a position or at the fallback point', () => {
    expect(timeZoneAt(null, null)).toBeNull();
    expect(timeZoneAt(40, -74, 'fallback')).toBeNull();
    expect(timeZoneAt(95, 0)).toBeNull();
  });
});
