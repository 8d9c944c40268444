import { describe, expect, it } from 'vitest';
import { againstParWords, bestScoreLabel, scoreBadgeTone, scoreToPar, scoreWithPar } from './score-display';

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

describe('bestScoreLabel and againstParWords', () => {
  it('labels a best 9-hole score so, and says a score against its own par', () => {
    expect(bestScoreLabel(18)).toBe('Best Score');
    expect(bestScoreLabel(null)).toBe('Best Score');
    expect(bestScoreLabel(9)).toBe('Best 9-hole Score');
    expect(againstParWords(74, 72)).toBe('2 over par 72');
    expect(againstParWords(67, 70)).toBe('3 under par 70');
    expect(againstParWords(36, 36)).toBe('even par 36');
  });
});
