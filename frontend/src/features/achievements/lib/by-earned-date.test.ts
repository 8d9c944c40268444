import { describe, expect, it } from 'vitest';
import { achievementViews } from '#shared/achievements/evaluate';
import { deriveFigures } from '#shared/achievements/golfer-facts';
import { buildFacts } from '#shared/achievements/testing';
import { byEarnedDate } from './by-earned-date';

describe('byEarnedDate', () => {
  it('puts the latest earned first, then by title', () => {
    const views = achievementViews(
      deriveFigures(buildFacts()),
      new Map([
        ['first-tee', '2024-03-02'],
        ['first-review', '2025-06-01'],
        ['ghin-synced', '2025-06-01'],
        ['break-100', '2024-11-30'],
      ]),
    );
    const earned = views.filter((a) => a.earned).sort(byEarnedDate);
    expect(earned.map((a) => [a.earnedDate, a.title])).toEqual([
      ['2025-06-01', 'First Review'],
      ['2025-06-01', 'GHIN Synced'],
      ['2024-11-30', 'Breaking 100'],
      ['2024-03-02', 'First Tee'],
    ]);
  });
});
