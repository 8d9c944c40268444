import { describe, expect, it } from 'vitest';
import type { TeeSet } from '#shared/scorecards/tee-set';
import { pickTeeSet } from './use-card-tee';

const teeSet = (name: string): TeeSet => ({
  id: name.toLowerCase(),
  courseId: 'c',
  name,
  colour: null,
  holes: Array.from({ length: 18 }, (_, index) => ({
    hole: index + 1,
    par: 4,
    strokeIndex: null,
    yardage: null,
  })),
  men: null,
  women: null,
  par: 72,
  source: 'golfer',
  version: 1,
  updatedAt: '2026-12-01T00:00:00.000Z',
});

describe('pickTeeSet', () => {
  const white = teeSet('White');
  const blue = teeSet('Blue');

  it('takes the tee the golfer named, whatever its case', () => {
    expect(pickTeeSet([blue, white], ' white ')).toBe(white);
  });

  it("takes a course's only tee set when the golfer named none or another", () => {
    expect(pickTeeSet([white], '')).toBe(white);
    expect(pickTeeSet([white], 'Gold')).toBe(white);
  });

  it('does not guess among several tees when the name matches none (the pars would be wrong)', () => {
    expect(pickTeeSet([blue, white], 'Gold')).toBeNull();
    expect(pickTeeSet([blue, white], '')).toBeNull();
  });

  it('has no tee for a course without tee sets', () => {
    expect(pickTeeSet([], 'White')).toBeNull();
  });
});
