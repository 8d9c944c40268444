import { describe, expect, it } from 'vitest';
import { currentHandicap } from './current-handicap';

describe('currentHandicap', () => {
  it("prefers GHIN's official index and says so", () => {
    const figure = currentHandicap({ handicap: 12.4, ghinHandicap: 11.2 });
    expect(figure).toMatchObject({ value: 11.2, text: '11.2', source: 'ghin', sourceLabel: 'GHIN' });
    expect(figure?.description).toBe("11.2, GHIN's official Handicap Index");
  });

  it("falls back to the golfer's own figure, a plus handicap shown with its plus sign", () => {
    expect(currentHandicap({ handicap: -2.3, ghinHandicap: null })).toMatchObject({
      text: '+2.3',
      source: 'own',
      sourceLabel: 'Own',
    });
  });

  it('is null when the golfer has neither', () => {
    expect(currentHandicap({ handicap: null, ghinHandicap: null })).toBeNull();
  });
});
