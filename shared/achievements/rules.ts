import { formatHandicapIndex } from '../handicap/handicap-text';
import { MAX_HANDICAP_INDEX } from '../handicap/whs';
import { scoreToPar } from '../rounds/score-display';
import { coursesBy, deriveFigures, type GolferFacts, type GolferFigures } from './golfer-facts';

/**
 * The 41 achievements (docs/product-rules.md#achievements): data plus one pure rule each. A rule measures the
 * golfer's figures against a line; `progress >= maxProgress` is earned. Ids are stable: stored unlock dates
 * are keyed by them.
 */
export const ACHIEVEMENT_CATEGORIES = [
  'travel',
  'course',
  'performance',
  'community',
  'architecture',
  'lifestyle',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface Measure {
  progress: number;
  maxProgress: number;
  /**
   * What the golfer reads for a measure that is no count (a best score, an index), in place of
   * progress/maxProgress, whose units (strokes below 120, tenths below 36) mean nothing to them.
   */
  text?: string;
}

/**
 * An achievement's rule: what the reconciliation after every write needs (the id unlocks are stored by, the
 * title and points an answer's toast and the leaderboard show, the measure). What the screens add to it
 * (description, next steps, estimate) is in shared/achievements/definitions.ts, kept out of the Lambdas that
 * only reconcile (docs/performance.md#goals).
 */
export interface AchievementRule {
  id: string;
  title: string;
  category: AchievementCategory;
  rarity: Rarity;
  /** Prestige points, 25 to 500 (docs/product-rules.md#achievements). */
  points: number;
  measure(figures: GolferFigures): Measure;
  /** The unlock date when it is not the day of the write that crossed the line (joining, for Founding Circle). */
  dateOf?: (facts: GolferFacts) => string;
}

const capped = (progress: number, maxProgress: number): Measure => ({
  progress: Math.max(0, Math.min(progress, maxProgress)),
  maxProgress,
});

/** No 18-hole score yet counts as 120 (docs/product-rules.md#achievements): 0 of the way to any line. */
const NO_SCORE_YET = 120;
const SCRATCH_LINE = 72;

/**
 * The lowest 18-hole score as progress toward breaking `line` (a raw count of strokes, whatever the par).
 * Called "lowest", not "best": the Best Score the screens show is the round best against its own par.
 */
function scoreMeasure(figures: GolferFigures, line: number): Measure {
  const lowest = figures.bestEighteen;
  const goal = `${line} or better needed`;
  if (lowest === null) return { ...capped(0, NO_SCORE_YET - line), text: `No 18-hole round yet · ${goal}` };
  return {
    ...capped(NO_SCORE_YET - lowest, NO_SCORE_YET - line),
    text: `Lowest 18-hole score ${lowest} · ${goal}`,
  };
}

/**
 * Scratch Club: 72 or lower over 18 holes (the product's scratch threshold, docs/product-rules.md#achievements),
 * measured on the golfer's Best Score, the round the dashboard, Round History and the Passport show as best
 * (not a lower count of strokes on a shorter par that no screen calls best).
 */
function scratchMeasure(figures: GolferFigures): Measure {
  const best = figures.bestRound?.holes === 18 ? figures.bestRound : null;
  const max = NO_SCORE_YET - SCRATCH_LINE;
  const goal = `${SCRATCH_LINE} or better needed`;
  if (best === null) return { ...capped(0, max), text: `No 18-hole round yet · ${goal}` };
  return {
    ...capped(NO_SCORE_YET - best.score, max),
    text: `Best Score ${best.score} (${scoreToPar(best.score, best.par)}) · ${goal}`,
  };
}

/** Tenths of an index between the WHS maximum (54.0, Rule 5.3) and 9.9: a golfer's way to single digits. */
const SINGLE_DIGIT_STEPS = Math.round((MAX_HANDICAP_INDEX - 9.9) * 10);

export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  // ------------------------------------------------------------------------------------------- travel
  {
    id: 'passport-stamped',
    title: 'Passport Stamped',
    category: 'travel',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.countries.size, 2),
  },
  {
    id: 'five-flags',
    title: 'Five Flags',
    category: 'travel',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.countries.size, 5),
  },
  {
    id: 'global-rounder',
    title: 'Global Rounder',
    category: 'travel',
    rarity: 'rare',
    points: 150,
    measure: (f) => capped(f.countries.size, 10),
  },
  {
    id: 'world-explorer',
    title: 'World Explorer',
    category: 'travel',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.countries.size, 20),
  },
  {
    id: 'three-continents',
    title: 'Continental Drifter',
    category: 'travel',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(f.continents.size, 3),
  },
  {
    id: 'six-continents',
    title: 'Six Continents',
    category: 'travel',
    rarity: 'legendary',
    points: 500,
    measure: (f) => capped(f.continents.size, 6),
  },
  {
    id: 'home-nations',
    title: 'Home Nations',
    category: 'travel',
    rarity: 'rare',
    points: 200,
    measure: (f) =>
      capped(
        ['scotland', 'england', 'wales'].filter((c) => f.countries.has(c)).length +
          (f.countries.has('ireland') || f.countries.has('northern ireland') ? 1 : 0),
        4,
      ),
  },
  // ------------------------------------------------------------------------------------------- course
  {
    id: 'first-tee',
    title: 'First Tee',
    category: 'course',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.totalRounds, 1),
  },
  {
    id: 'ten-courses',
    title: 'Course Collector',
    category: 'course',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.coursesPlayed, 10),
  },
  {
    id: 'century-of-courses',
    title: 'Century of Courses',
    category: 'course',
    rarity: 'epic',
    points: 400,
    measure: (f) => capped(f.coursesPlayed, 100),
  },
  {
    id: 'bucket-list-tick',
    title: 'Dream Fulfilled',
    category: 'course',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.bucketListTicks, 1),
  },
  {
    id: 'bucket-list-five',
    title: 'List Keeper',
    category: 'course',
    rarity: 'rare',
    points: 150,
    measure: (f) => capped(f.bucketListTicks, 5),
  },
  {
    id: 'major-venue',
    title: 'Championship Ground',
    category: 'course',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.championshipVenues, 1),
  },
  {
    id: 'major-collector',
    title: 'Major Collector',
    category: 'course',
    rarity: 'rare',
    points: 250,
    measure: (f) => capped(f.championshipVenues, 5),
  },
  {
    id: 'open-rota',
    title: 'On the Rota',
    category: 'course',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.venuesByEvent.get('open-championship') ?? 0, 3),
  },
  {
    // Every course of one of the catalog's collections (docs/product-rules.md#collections); a golfer's own
    // list does not count: a list of courses already played would complete itself.
    id: 'collection-complete',
    title: 'Completed a Collection',
    category: 'course',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.collectionsCompleted, 1),
  },
  // -------------------------------------------------------------------------------------- performance
  {
    id: 'break-100',
    title: 'Breaking 100',
    category: 'performance',
    rarity: 'common',
    points: 25,
    measure: (f) => scoreMeasure(f, 99),
  },
  {
    id: 'break-90',
    title: 'Breaking 90',
    category: 'performance',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => scoreMeasure(f, 89),
  },
  {
    id: 'break-80',
    title: 'Breaking 80',
    category: 'performance',
    rarity: 'rare',
    points: 200,
    measure: (f) => scoreMeasure(f, 79),
  },
  {
    id: 'scratch-club',
    title: 'Scratch Club',
    category: 'performance',
    rarity: 'legendary',
    points: 500,
    measure: scratchMeasure,
  },
  {
    id: 'ghin-synced',
    title: 'GHIN Synced',
    category: 'performance',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.hasGhin ? 1 : 0, 1),
  },
  {
    id: 'single-digit',
    title: 'Single Digit',
    category: 'performance',
    rarity: 'epic',
    points: 300,
    // From the highest index there is (54.0; none known is no progress) down to 9.9, on the index every
    // screen shows (GHIN's official one, else the golfer's own).
    measure: (f) => ({
      ...capped(
        Math.round(
          (MAX_HANDICAP_INDEX - Math.min(MAX_HANDICAP_INDEX, f.handicapIndex ?? MAX_HANDICAP_INDEX)) * 10,
        ),
        SINGLE_DIGIT_STEPS,
      ),
      text:
        f.handicapIndex === null
          ? 'No handicap index yet · under 10 needed'
          : `Index ${formatHandicapIndex(f.handicapIndex) ?? ''} · under 10 needed`,
    }),
  },
  {
    id: 'centurion',
    title: 'Centurion',
    category: 'performance',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.totalRounds, 100),
  },
  // ---------------------------------------------------------------------------------------- community
  {
    id: 'founding-circle',
    title: 'Founding Circle',
    category: 'community',
    rarity: 'rare',
    points: 100,
    measure: (f) => capped(f.memberSince < '2027-07-01' ? 1 : 0, 1),
    dateOf: (facts) => facts.memberSince.slice(0, 10),
  },
  {
    id: 'first-review',
    title: 'First Review',
    category: 'community',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.ratingsGiven, 1),
  },
  {
    id: 'course-critic',
    title: 'Course Critic',
    category: 'community',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(f.ratingsGiven, 10),
  },
  {
    id: 'connoisseur',
    title: 'Connoisseur',
    category: 'community',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.ratingsGiven, 25),
  },
  {
    id: 'storyteller',
    title: 'Storyteller',
    category: 'community',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.storiesShared, 1),
  },
  {
    id: 'on-the-board',
    title: 'On the Board',
    category: 'community',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.leaderboardOptIn ? 1 : 0, 1),
  },
  {
    id: 'event-regular',
    title: 'Event Regular',
    category: 'community',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.eventReservations, 1),
  },
  // ------------------------------------------------------------------------------------- architecture
  {
    id: 'design-student',
    title: 'Design Student',
    category: 'architecture',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.architectCourses.size, 3),
  },
  {
    id: 'design-scholar',
    title: 'Design Scholar',
    category: 'architecture',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.architectCourses.size, 10),
  },
  {
    id: 'golden-age',
    title: 'Golden Age',
    category: 'architecture',
    rarity: 'epic',
    points: 300,
    measure: (f) =>
      capped(
        ['Donald Ross', 'A.W. Tillinghast', 'Alister MacKenzie'].filter((a) => coursesBy(f, a) > 0).length,
        3,
      ),
  },
  {
    id: 'mackenzie-trail',
    title: 'MacKenzie Trail',
    category: 'architecture',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(coursesBy(f, 'Alister MacKenzie'), 3),
  },
  {
    id: 'dye-hard',
    title: 'Dye Hard',
    category: 'architecture',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(coursesBy(f, 'Pete Dye'), 3),
  },
  {
    id: 'old-tom',
    title: 'Old Tom’s Links',
    category: 'architecture',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(coursesBy(f, 'Old Tom Morris'), 1),
  },
  // ---------------------------------------------------------------------------------------- lifestyle
  {
    id: 'back-to-back',
    title: 'Back to Back',
    category: 'lifestyle',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.longestDailyStreak, 2),
  },
  {
    id: 'golf-week',
    title: 'Golf Week',
    category: 'lifestyle',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.longestDailyStreak, 7),
  },
  {
    id: 'thirty-six',
    title: 'Thirty-Six Holes',
    category: 'lifestyle',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.mostHolesInOneDay, 36),
  },
  {
    id: 'four-seasons',
    title: 'Four Seasons',
    category: 'lifestyle',
    rarity: 'rare',
    points: 200,
    // Earned by any year of 12; until then progress is this year's months (the steps say "this year").
    measure: (f) => capped(f.mostMonthsInOneYear >= 12 ? 12 : f.monthsThisYear, 12),
  },
  {
    id: 'fifty-in-a-year',
    title: 'Fifty in a Year',
    category: 'lifestyle',
    rarity: 'epic',
    points: 350,
    // Earned by any year of 50; until then progress is this year's rounds.
    measure: (f) => capped(f.mostRoundsInOneYear >= 50 ? 50 : f.roundsThisYear, 50),
  },
];

/** Where each rule stands for the golfer: its measure, and whether the line is crossed. */
export interface RuleStanding<Rule extends AchievementRule = AchievementRule> {
  definition: Rule;
  progress: number;
  maxProgress: number;
  /** The measure in the golfer's terms, when it is no count (Measure.text). */
  text?: string;
  met: boolean;
}

export function standingsOf<Rule extends AchievementRule>(
  rules: readonly Rule[],
  figures: GolferFigures,
): RuleStanding<Rule>[] {
  return rules.map((definition) => {
    const { progress, maxProgress, text } = definition.measure(figures);
    return { definition, progress, maxProgress, ...(text ? { text } : {}), met: progress >= maxProgress };
  });
}

/** The ids of the achievements whose rule the golfer's data meets now. */
export function metAchievementIds(facts: GolferFacts): Set<string> {
  return new Set(
    standingsOf(ACHIEVEMENT_RULES, deriveFigures(facts))
      .filter((standing) => standing.met)
      .map((standing) => standing.definition.id),
  );
}
