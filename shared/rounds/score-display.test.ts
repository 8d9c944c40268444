import { describe, expect, it } from 'vitest';
import { scoreBadgeTone, scoreToPar, scoreWithPar } from './score-display';

describe('score display', () => {
  it('shows E at par, +n over and -n under', () => {
    expect(scoreToPar(72, 72)).toBe('E');
    expect(scoreToPar(85, 72)).toBe('+13');
    expect(scoreToPar(34, 36)).toBe('-2');
    expect(scoreWithPar(70)).toBe('70 (-2)');
  });

  it('colours green 2+ under, blue at or under par, yellow up to 5 over, grey beyond', () => {
    expect([70, 71, 72, 77, 78].map((score) => scoreBadgeTone(score, 72))).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'grey',
    ]);
  });
});
