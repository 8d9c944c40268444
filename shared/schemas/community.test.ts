import { describe, expect, it } from 'vitest';
import { isEventOpenForReservation } from './community';

describe('isEventOpenForReservation', () => {
  it('is open until the day the event starts, and closed from the day after', () => {
    expect(isEventOpenForReservation({ startDate: '2030-05-14' }, '2030-05-13')).toBe(true);
    expect(isEventOpenForReservation({ startDate: '2030-05-14' }, '2030-05-14')).toBe(true);
    expect(isEventOpenForReservation({ startDate: '2030-05-14' }, '2030-05-15')).toBe(false);
    expect(isEventOpenForReservation({ startDate: '2019-01-01' }, '2030-05-15')).toBe(false);
  });
});
