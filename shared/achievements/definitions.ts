import { formatHandicapIndex } from '../handicap/handicap-text';
import { MAX_HANDICAP_INDEX } from '../handicap/whs';
import { scoreToPar } from '../rounds/score-display';
import { coursesBy, type GolferFacts, type GolferFigures } from './golfer-facts';

/**
 * The 40 achievements (docs/product-rules.md#achievements): data plus one pure rule each. A rule measures the
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

/** How the time left is estimated: from the golfer's pace on this measure, or a fixed phrase. */
export type Estimate = { kind: 'pace' } | { kind: 'text'; text: string };

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  rarity: Rarity;
  /** Prestige points, 25 to 500 (docs/product-rules.md#achievements). */
  points: number;
  measure(figures: GolferFigures): Measure;
  /** What to do next, given how much is left (the screen shows the first two). */
  nextSteps(remaining: number): string[];
  estimate: Estimate;
  /** The unlock date when it is not the day of the write that crossed the line (joining, for Founding Circle). */
  dateOf?: (facts: GolferFacts) => string;
}

const PACE: Estimate = { kind: 'pace' };
const NEXT_ROUND: Estimate = { kind: 'text', text: 'Your next round could do it' };

const capped = (progress: number, maxProgress: number): Measure => ({
  progress: Math.max(0, Math.min(progress, maxProgress)),
  maxProgress,
});
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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

function countryStep(remaining: number) {
  return [
    `Play a round in ${plural(remaining, 'new country', 'more countries')}`,
    'Add a course abroad to your bucket list and plan the trip',
    'Log your past rounds abroad: every country counts',
  ];
}

function architectSteps(architect: string) {
  return (remaining: number) => [
    `Play ${plural(remaining, `more ${architect} course`, `more ${architect} courses`)}`,
    `Search the catalog for "${architect.split(' ').at(-1) ?? architect}" to find them`,
    'Put one on your bucket list',
  ];
}

function venueSteps(what: string) {
  return (remaining: number) => [
    `Play ${plural(remaining, `more ${what}`, `more ${what}s`)}`,
    'Club Profiles lists the most storied championship clubs',
    'Add a championship course to your bucket list',
  ];
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  // ------------------------------------------------------------------------------------------- travel
  {
    id: 'passport-stamped',
    title: 'Passport Stamped',
    description: 'Play golf in 2 countries',
    category: 'travel',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.countries.size, 2),
    nextSteps: countryStep,
    estimate: PACE,
  },
  {
    id: 'five-flags',
    title: 'Five Flags',
    description: 'Play golf in 5 countries',
    category: 'travel',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.countries.size, 5),
    nextSteps: countryStep,
    estimate: PACE,
  },
  {
    id: 'global-rounder',
    title: 'Global Rounder',
    description: 'Play golf in 10 countries',
    category: 'travel',
    rarity: 'rare',
    points: 150,
    measure: (f) => capped(f.countries.size, 10),
    nextSteps: countryStep,
    estimate: PACE,
  },
  {
    id: 'world-explorer',
    title: 'World Explorer',
    description: 'Play golf in 20 countries',
    category: 'travel',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.countries.size, 20),
    nextSteps: countryStep,
    estimate: PACE,
  },
  {
    id: 'three-continents',
    title: 'Continental Drifter',
    description: 'Play golf on 3 continents',
    category: 'travel',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(f.continents.size, 3),
    nextSteps: (n) => [
      `Play on ${plural(n, 'more continent', 'more continents')}`,
      'Look for courses in Asia, Africa or Oceania in the catalog',
    ],
    estimate: PACE,
  },
  {
    id: 'six-continents',
    title: 'Six Continents',
    description: 'Play golf on every continent with a golf course',
    category: 'travel',
    rarity: 'legendary',
    points: 500,
    measure: (f) => capped(f.continents.size, 6),
    nextSteps: (n) => [
      `Play on ${plural(n, 'more continent', 'more continents')}`,
      'South America and Africa hold some of the game’s hidden gems',
    ],
    estimate: PACE,
  },
  {
    id: 'home-nations',
    title: 'Home Nations',
    description: 'Play in Scotland, England, Wales and Ireland or Northern Ireland',
    category: 'travel',
    rarity: 'rare',
    points: 200,
    measure: (f) =>
      capped(
        ['scotland', 'england', 'wales'].filter((c) => f.countries.has(c)).length +
          (f.countries.has('ireland') || f.countries.has('northern ireland') ? 1 : 0),
        4,
      ),
    nextSteps: (n) => [
      `Play in ${plural(n, 'more home nation', 'more home nations')}`,
      'Royal Porthcawl, Royal County Down and Muirfield are in the catalog',
    ],
    estimate: PACE,
  },
  // ------------------------------------------------------------------------------------------- course
  {
    id: 'first-tee',
    title: 'First Tee',
    description: 'Log your first round',
    category: 'course',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.totalRounds, 1),
    nextSteps: () => ['Add New Round from the dashboard', 'Or import your rounds from a CSV file'],
    estimate: NEXT_ROUND,
  },
  {
    id: 'ten-courses',
    title: 'Course Collector',
    description: 'Play 10 different courses',
    category: 'course',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.coursesPlayed, 10),
    nextSteps: (n) => [
      `Play ${plural(n, 'new course', 'new courses')}`,
      'Try a course near home you have never played',
    ],
    estimate: PACE,
  },
  {
    id: 'century-of-courses',
    title: 'Century of Courses',
    description: 'Play 100 different courses',
    category: 'course',
    rarity: 'epic',
    points: 400,
    measure: (f) => capped(f.coursesPlayed, 100),
    nextSteps: (n) => [
      `Play ${plural(n, 'new course', 'new courses')}`,
      'Keep a long bucket list: it is your route',
    ],
    estimate: PACE,
  },
  {
    id: 'bucket-list-tick',
    title: 'Dream Fulfilled',
    description: 'Play a course from your bucket list',
    category: 'course',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.bucketListTicks, 1),
    nextSteps: () => ['Add a course to your bucket list', 'Then play it and log the round'],
    estimate: PACE,
  },
  {
    id: 'bucket-list-five',
    title: 'List Keeper',
    description: 'Play 5 courses from your bucket list',
    category: 'course',
    rarity: 'rare',
    points: 150,
    measure: (f) => capped(f.bucketListTicks, 5),
    nextSteps: (n) => [
      `Play ${plural(n, 'more bucket-list course', 'more bucket-list courses')}`,
      'Sort your bucket list by priority and book the top one',
    ],
    estimate: PACE,
  },
  {
    id: 'major-venue',
    title: 'Championship Ground',
    description: 'Play a course that hosted a major or the Ryder Cup',
    category: 'course',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.championshipVenues, 1),
    nextSteps: venueSteps('championship venue'),
    estimate: PACE,
  },
  {
    id: 'major-collector',
    title: 'Major Collector',
    description: 'Play 5 courses that hosted a major or the Ryder Cup',
    category: 'course',
    rarity: 'rare',
    points: 250,
    measure: (f) => capped(f.championshipVenues, 5),
    nextSteps: venueSteps('championship venue'),
    estimate: PACE,
  },
  {
    id: 'open-rota',
    title: 'On the Rota',
    description: 'Play 3 venues of the Open Championship',
    category: 'course',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.venuesByEvent.get('open-championship') ?? 0, 3),
    nextSteps: venueSteps('Open Championship venue'),
    estimate: PACE,
  },
  // -------------------------------------------------------------------------------------- performance
  {
    id: 'break-100',
    title: 'Breaking 100',
    description: 'Shoot an 18-hole score under 100',
    category: 'performance',
    rarity: 'common',
    points: 25,
    measure: (f) => scoreMeasure(f, 99),
    nextSteps: () => ['Play from the tees that suit your game', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  {
    id: 'break-90',
    title: 'Breaking 90',
    description: 'Shoot an 18-hole score under 90',
    category: 'performance',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => scoreMeasure(f, 89),
    nextSteps: () => ['Aim for bogey golf with a few pars', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  {
    id: 'break-80',
    title: 'Breaking 80',
    description: 'Shoot an 18-hole score under 80',
    category: 'performance',
    rarity: 'rare',
    points: 200,
    measure: (f) => scoreMeasure(f, 79),
    nextSteps: () => ['Keep doubles off the card', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  {
    id: 'scratch-club',
    title: 'Scratch Club',
    description: 'Shoot 72 or lower over 18 holes',
    category: 'performance',
    rarity: 'legendary',
    points: 500,
    measure: scratchMeasure,
    nextSteps: () => ['Play to par', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  {
    id: 'ghin-synced',
    title: 'GHIN Synced',
    description: 'Add your GHIN number to Fescue',
    category: 'performance',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.hasGhin ? 1 : 0, 1),
    nextSteps: () => ['Open GHIN Sync on the dashboard', 'Or enter your GHIN number on your profile'],
    estimate: { kind: 'text', text: 'A minute on your profile' },
  },
  {
    id: 'single-digit',
    title: 'Single Digit',
    description: 'Hold a handicap index under 10',
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
    nextSteps: () => ['Post every round to GHIN', 'Sync GHIN so your index here stays current'],
    estimate: { kind: 'text', text: 'As your index comes down' },
  },
  {
    id: 'centurion',
    title: 'Centurion',
    description: 'Log 100 rounds',
    category: 'performance',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.totalRounds, 100),
    nextSteps: (n) => [`Log ${plural(n, 'more round', 'more rounds')}`, 'Import past rounds from a CSV file'],
    estimate: PACE,
  },
  // ---------------------------------------------------------------------------------------- community
  {
    id: 'founding-circle',
    title: 'Founding Circle',
    description: 'Join Fescue in its first season (before July 2027)',
    category: 'community',
    rarity: 'rare',
    points: 100,
    measure: (f) => capped(f.memberSince < '2027-07-01' ? 1 : 0, 1),
    nextSteps: () => ['Only members who joined before July 2027 hold it'],
    estimate: { kind: 'text', text: 'No longer open' },
    dateOf: (facts) => facts.memberSince.slice(0, 10),
  },
  {
    id: 'first-review',
    title: 'First Review',
    description: 'Rate your first course',
    category: 'community',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.ratingsGiven, 1),
    nextSteps: () => ['Open Rate Course on a recent round', 'Rate the nine categories you remember'],
    estimate: { kind: 'text', text: 'Five minutes after your next round' },
  },
  {
    id: 'course-critic',
    title: 'Course Critic',
    description: 'Rate 10 courses',
    category: 'community',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(f.ratingsGiven, 10),
    nextSteps: (n) => [
      `Rate ${plural(n, 'more course', 'more courses')} you have played`,
      'Share a comment to help other members',
    ],
    estimate: PACE,
  },
  {
    id: 'connoisseur',
    title: 'Connoisseur',
    description: 'Rate 25 courses',
    category: 'community',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.ratingsGiven, 25),
    nextSteps: (n) => [
      `Rate ${plural(n, 'more course', 'more courses')} you have played`,
      'Older rounds can be rated from Round History',
    ],
    estimate: PACE,
  },
  {
    id: 'storyteller',
    title: 'Storyteller',
    description: 'Share a round with the Community',
    category: 'community',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.storiesShared, 1),
    nextSteps: () => ['Turn on Share to Community on a round', 'Add notes: they are your story'],
    estimate: { kind: 'text', text: 'One switch on your next round' },
  },
  {
    id: 'on-the-board',
    title: 'On the Board',
    description: 'Appear on the leaderboard',
    category: 'community',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.leaderboardOptIn ? 1 : 0, 1),
    nextSteps: () => ['Turn on Show me on the leaderboard in your profile'],
    estimate: { kind: 'text', text: 'One switch on your profile' },
  },
  {
    id: 'event-regular',
    title: 'Event Regular',
    description: 'Reserve a spot at a member event',
    category: 'community',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.eventReservations, 1),
    nextSteps: () => ['Browse Events', 'Reserve Spot while places are left'],
    estimate: { kind: 'text', text: 'Whenever an event suits you' },
  },
  // ------------------------------------------------------------------------------------- architecture
  {
    id: 'design-student',
    title: 'Design Student',
    description: 'Play courses by 3 different architects',
    category: 'architecture',
    rarity: 'common',
    points: 50,
    measure: (f) => capped(f.architectCourses.size, 3),
    nextSteps: (n) => [
      `Play courses by ${plural(n, 'more architect', 'more architects')}`,
      'The Architect Portfolio on the dashboard shows who you have',
    ],
    estimate: PACE,
  },
  {
    id: 'design-scholar',
    title: 'Design Scholar',
    description: 'Play courses by 10 different architects',
    category: 'architecture',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(f.architectCourses.size, 10),
    nextSteps: (n) => [
      `Play courses by ${plural(n, 'more architect', 'more architects')}`,
      'Search the catalog by an architect’s name',
    ],
    estimate: PACE,
  },
  {
    id: 'golden-age',
    title: 'Golden Age',
    description: 'Play a course by each of Donald Ross, A.W. Tillinghast and Alister MacKenzie',
    category: 'architecture',
    rarity: 'epic',
    points: 300,
    measure: (f) =>
      capped(
        ['Donald Ross', 'A.W. Tillinghast', 'Alister MacKenzie'].filter((a) => coursesBy(f, a) > 0).length,
        3,
      ),
    nextSteps: () => [
      'Play a Donald Ross, a Tillinghast and a MacKenzie',
      'Pinehurst No. 2, Winged Foot and Cypress Point are in the catalog',
    ],
    estimate: PACE,
  },
  {
    id: 'mackenzie-trail',
    title: 'MacKenzie Trail',
    description: 'Play 3 courses by Alister MacKenzie',
    category: 'architecture',
    rarity: 'rare',
    points: 200,
    measure: (f) => capped(coursesBy(f, 'Alister MacKenzie'), 3),
    nextSteps: architectSteps('Alister MacKenzie'),
    estimate: PACE,
  },
  {
    id: 'dye-hard',
    title: 'Dye Hard',
    description: 'Play 3 courses by Pete Dye',
    category: 'architecture',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(coursesBy(f, 'Pete Dye'), 3),
    nextSteps: architectSteps('Pete Dye'),
    estimate: PACE,
  },
  {
    id: 'old-tom',
    title: 'Old Tom’s Links',
    description: 'Play a course by Old Tom Morris',
    category: 'architecture',
    rarity: 'uncommon',
    points: 100,
    measure: (f) => capped(coursesBy(f, 'Old Tom Morris'), 1),
    nextSteps: architectSteps('Old Tom Morris'),
    estimate: PACE,
  },
  // ---------------------------------------------------------------------------------------- lifestyle
  {
    id: 'back-to-back',
    title: 'Back to Back',
    description: 'Play on 2 consecutive days',
    category: 'lifestyle',
    rarity: 'common',
    points: 25,
    measure: (f) => capped(f.longestDailyStreak, 2),
    nextSteps: () => ['Play two days running', 'A golf weekend does it'],
    estimate: { kind: 'text', text: 'Your next golf weekend' },
  },
  {
    id: 'golf-week',
    title: 'Golf Week',
    description: 'Play 7 days in a row',
    category: 'lifestyle',
    rarity: 'epic',
    points: 300,
    measure: (f) => capped(f.longestDailyStreak, 7),
    nextSteps: (n) => [`Extend your best run by ${plural(n, 'day', 'days')}`, 'Plan a week-long golf trip'],
    estimate: { kind: 'text', text: 'Your next golf trip' },
  },
  {
    id: 'thirty-six',
    title: 'Thirty-Six Holes',
    description: 'Play 36 holes in one day',
    category: 'lifestyle',
    rarity: 'uncommon',
    points: 75,
    measure: (f) => capped(f.mostHolesInOneDay, 36),
    nextSteps: (n) => [`Play ${n} more holes in one day`, 'Links towns make a second round easy'],
    estimate: { kind: 'text', text: 'Your next long summer day' },
  },
  {
    id: 'four-seasons',
    title: 'Four Seasons',
    description: 'Play in all 12 months of one year',
    category: 'lifestyle',
    rarity: 'rare',
    points: 200,
    // Earned by any year of 12; until then progress is this year's months (the steps say "this year").
    measure: (f) => capped(f.mostMonthsInOneYear >= 12 ? 12 : f.monthsThisYear, 12),
    nextSteps: (n) => [
      `Play in ${plural(n, 'more month', 'more months')} this year`,
      'A winter trip south keeps the run going',
    ],
    estimate: PACE,
  },
  {
    id: 'fifty-in-a-year',
    title: 'Fifty in a Year',
    description: 'Log 50 rounds in one calendar year',
    category: 'lifestyle',
    rarity: 'epic',
    points: 350,
    // Earned by any year of 50; until then progress is this year's rounds.
    measure: (f) => capped(f.mostRoundsInOneYear >= 50 ? 50 : f.roundsThisYear, 50),
    nextSteps: (n) => [
      `Play ${plural(n, 'more round', 'more rounds')} this year`,
      'About one round a week does it',
    ],
    estimate: PACE,
  },
];
