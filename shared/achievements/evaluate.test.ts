import { describe, expect, it } from 'vitest';
import { achievementViews, paceEstimate, recommendations, summarize } from './evaluate';
import { deriveFigures } from './golfer-facts';
import { buildFacts, playedCourses } from './testing';

const COUNTRIES = ['United States', 'Scotland', 'England', 'Ireland', 'Spain', 'France', 'Japan'];

describe('achievementViews', () => {
  it('takes earned and its date from the stored unlocks, never from the rule, so dates stay put', () => {
    const figures = deriveFigures(
      buildFacts({ playedCourses: playedCourses(2, (i) => ({ country: COUNTRIES[i] })) }),
    );
    const views = achievementViews(figures, new Map([['passport-stamped', '2024-07-03']]));
    const stamped = views.find((a) => a.id === 'passport-stamped');
    expect(stamped).toMatchObject({ earned: true, earnedDate: '2024-07-03', progress: 2, maxProgress: 2 });
    // Met by the data but not stored yet: not shown as earned (the server stores it, with its date).
    expect(views.find((a) => a.id === 'ten-courses')).toMatchObject({
      earned: false,
      progress: 2,
      maxProgress: 10,
    });
  });
});

describe("progress in the golfer's terms", () => {
  const view = (facts: Parameters<typeof buildFacts>[0], id: string) =>
    achievementViews(deriveFigures(buildFacts(facts)), new Map()).find((a) => a.id === id);

  it('says a score line by the lowest 18 holes, not strokes below 120', () => {
    const facts = { scoreCounts: [{ holes: 18, par: 72, score: 81, count: 1 }] };
    expect(view(facts, 'break-80')).toMatchObject({
      progress: 39,
      maxProgress: 41,
      progressText: 'Lowest 18-hole score 81 · 79 or better needed',
    });
    expect(view({}, 'break-80')?.progressText).toBe('No 18-hole round yet · 79 or better needed');
  });

  it('measures Scratch Club on the Best Score the screens show: 74 on par 72 (+2), not the 73 on par 70', () => {
    const facts = {
      scoreCounts: [
        { holes: 18, par: 70, score: 73, count: 1 },
        { holes: 18, par: 72, score: 74, count: 1 },
      ],
    };
    expect(view(facts, 'scratch-club')).toMatchObject({
      progress: 46,
      maxProgress: 48,
      progressText: 'Best Score 74 (+2) · 72 or better needed',
    });
  });

  it('measures Single Digit from the WHS maximum of 54.0 (Rule 5.3): 12.4 is 416 of 441 tenths', () => {
    expect(view({ handicapIndex: 12.4 }, 'single-digit')).toMatchObject({ progress: 416, maxProgress: 441 });
    expect(view({ handicapIndex: 54 }, 'single-digit')).toMatchObject({ progress: 0 });
    expect(view({ handicapIndex: null }, 'single-digit')).toMatchObject({ progress: 0 });
  });

  it('counts this year toward Four Seasons and Fifty in a Year until a year has made it', () => {
    // today is 2026-06-01: 11 months of 2025 are behind; 2026 has March and May so far.
    const roundDays = {
      ...Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`2025-${String(i + 1).padStart(2, '0')}-10`, 4]),
      ),
      '2026-03-10': 1,
      '2026-05-10': 2,
    };
    expect(view({ roundDays }, 'four-seasons')).toMatchObject({ progress: 2, maxProgress: 12 });
    expect(view({ roundDays }, 'fifty-in-a-year')).toMatchObject({ progress: 3, maxProgress: 50 });
  });

  it('says Single Digit by the index, plus handicaps as golfers write them, not tenths below 36', () => {
    expect(view({ handicapIndex: 12.4 }, 'single-digit')?.progressText).toBe('Index 12.4 · under 10 needed');
    expect(view({ handicapIndex: null }, 'single-digit')?.progressText).toBe(
      'No handicap index yet · under 10 needed',
    );
  });

  it('leaves counts as counts, and says nothing more once earned', () => {
    expect(view({}, 'ten-courses')?.progressText).toBeNull();
    const figures = deriveFigures(buildFacts({ handicapIndex: 8 }));
    const earned = achievementViews(figures, new Map([['single-digit', '2025-01-01']]));
    expect(earned.find((a) => a.id === 'single-digit')?.progressText).toBeNull();
  });
});

describe('summarize', () => {
  it('counts earned, in progress (not earned, progress above 0), prestige points and mastery percent', () => {
    const figures = deriveFigures(
      buildFacts({ playedCourses: playedCourses(2, (i) => ({ country: COUNTRIES[i] })) }),
    );
    const summary = summarize(
      achievementViews(
        figures,
        new Map([
          ['passport-stamped', '2024-07-03'],
          ['first-review', '2024-07-04'],
        ]),
      ),
    );
    expect(summary.earned).toBe(2);
    expect(summary.prestigePoints).toBe(25 + 25);
    expect(summary.masteryLevel).toBe(5);
    expect(summary.total).toBe(41);
    // five-flags, global-rounder, world-explorer, ten-courses, century, three/six continents...
    expect(summary.inProgress).toBeGreaterThan(4);
  });
});

describe('paceEstimate', () => {
  it('says how long at the golfer own pace', () => {
    expect(paceEstimate(6, 4, 12)).toBe('about 8 months at your pace');
    expect(paceEstimate(6, 1, 6)).toBe('about 1 month at your pace');
    expect(paceEstimate(10, 1, 1)).toBe('about 1 week at your pace');
    expect(paceEstimate(2, 18, 12)).toBe('about 9 years at your pace');
    expect(paceEstimate(0, 5, 12)).toBe('Start with your next round');
  });
});

describe('recommendations', () => {
  it('are the unearned ones with progress, nearest first, with pace, reward and next steps', () => {
    const facts = buildFacts({
      today: '2026-01-01',
      playedCourses: playedCourses(7, (i) => ({ country: COUNTRIES[i] })),
      roundDays: { '2025-01-01': 1 },
    });
    const figures = deriveFigures(facts);
    const list = recommendations(figures, achievementViews(figures, new Map([['five-flags', '2025-06-01']])));
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.map((r) => r.id)).not.toContain('five-flags');
    const rounder = list.find((r) => r.id === 'global-rounder');
    expect(rounder).toMatchObject({ progress: 7, maxProgress: 10, points: 150 });
    // 7 countries in 12 months: 3 more take about 5 months.
    expect(rounder?.estimatedCompletion).toBe('about 5 months at your pace');
    expect(rounder?.nextSteps[0]).toBe('Play a round in 3 more countries');
    const shares = list.map((r) => r.progress / r.maxProgress);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });
});
