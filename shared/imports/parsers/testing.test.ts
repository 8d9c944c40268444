import { describe, expect, it } from 'vitest';
import { parseEighteenBirdies } from './eighteen-birdies';
import { makeEighteenBirdiesArchive } from './testing';

describe('makeEighteenBirdiesArchive', () => {
  it('makes a 2,000-round archive that parses whole, without warnings, and leaves its personal data behind', () => {
    const text = makeEighteenBirdiesArchive(2000);
    const result = parseEighteenBirdies(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.draft.rounds).toHaveLength(2000);
    expect(result.draft.warnings).toEqual([]);
    expect(result.draft.rounds.filter((round) => round.holes === 9)).toHaveLength(200);
    expect(new Set(result.draft.rounds.map((round) => round.course.sourceCourseId)).size).toBe(40);
    expect(JSON.stringify(result.draft)).not.toContain('invented.golfer@example.com');
  });

  it('makes the same archive on every run', () => {
    expect(makeEighteenBirdiesArchive(5)).toBe(makeEighteenBirdiesArchive(5));
  });
});
