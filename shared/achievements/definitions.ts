import { ACHIEVEMENT_RULES, type AchievementRule } from './rules';

/**
 * The 41 achievements (docs/product-rules.md#achievements) as the screens show them: each rule
 * (shared/achievements/rules.ts) with its description, next steps and estimate.
 */
export {
  ACHIEVEMENT_CATEGORIES,
  RARITIES,
  type AchievementCategory,
  type Measure,
  type Rarity,
} from './rules';

/** How the time left is estimated: from the golfer's pace on this measure, or a fixed phrase. */
export type Estimate = { kind: 'pace' } | { kind: 'text'; text: string };

export interface AchievementDefinition extends AchievementRule {
  description: string;
  /** What to do next, given how much is left (the screen shows the first two). */
  nextSteps(remaining: number): string[];
  estimate: Estimate;
}

type Texts = Pick<AchievementDefinition, 'description' | 'nextSteps' | 'estimate'>;

const NEXT_ROUND: Estimate = { kind: 'text', text: 'Your next round could do it' };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const PACE: Estimate = { kind: 'pace' };

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

/** By rule id: a rule without its texts fails the module's load (below), so every test importing it. */
const TEXTS: Readonly<Record<string, Texts>> = {
  'passport-stamped': {
    description: 'Play golf in 2 countries',
    nextSteps: countryStep,
    estimate: PACE,
  },
  'five-flags': {
    description: 'Play golf in 5 countries',
    nextSteps: countryStep,
    estimate: PACE,
  },
  'global-rounder': {
    description: 'Play golf in 10 countries',
    nextSteps: countryStep,
    estimate: PACE,
  },
  'world-explorer': {
    description: 'Play golf in 20 countries',
    nextSteps: countryStep,
    estimate: PACE,
  },
  'three-continents': {
    description: 'Play golf on 3 continents',
    nextSteps: (n) => [
      `Play on ${plural(n, 'more continent', 'more continents')}`,
      'Look for courses in Asia, Africa or Oceania in the catalog',
    ],
    estimate: PACE,
  },
  'six-continents': {
    description: 'Play golf on every continent with a golf course',
    nextSteps: (n) => [
      `Play on ${plural(n, 'more continent', 'more continents')}`,
      'South America and Africa hold some of the game’s hidden gems',
    ],
    estimate: PACE,
  },
  'home-nations': {
    description: 'Play in Scotland, England, Wales and Ireland or Northern Ireland',
    nextSteps: (n) => [
      `Play in ${plural(n, 'more home nation', 'more home nations')}`,
      'Royal Porthcawl, Royal County Down and Muirfield are in the catalog',
    ],
    estimate: PACE,
  },
  'first-tee': {
    description: 'Log your first round',
    nextSteps: () => ['Add New Round from the dashboard', 'Or import your rounds from a CSV file'],
    estimate: NEXT_ROUND,
  },
  'ten-courses': {
    description: 'Play 10 different courses',
    nextSteps: (n) => [
      `Play ${plural(n, 'new course', 'new courses')}`,
      'Try a course near home you have never played',
    ],
    estimate: PACE,
  },
  'century-of-courses': {
    description: 'Play 100 different courses',
    nextSteps: (n) => [
      `Play ${plural(n, 'new course', 'new courses')}`,
      'Keep a long bucket list: it is your route',
    ],
    estimate: PACE,
  },
  'bucket-list-tick': {
    description: 'Play a course from your bucket list',
    nextSteps: () => ['Add a course to your bucket list', 'Then play it and log the round'],
    estimate: PACE,
  },
  'bucket-list-five': {
    description: 'Play 5 courses from your bucket list',
    nextSteps: (n) => [
      `Play ${plural(n, 'more bucket-list course', 'more bucket-list courses')}`,
      'Sort your bucket list by priority and book the top one',
    ],
    estimate: PACE,
  },
  'major-venue': {
    description: 'Play a course that hosted a major or the Ryder Cup',
    nextSteps: venueSteps('championship venue'),
    estimate: PACE,
  },
  'major-collector': {
    description: 'Play 5 courses that hosted a major or the Ryder Cup',
    nextSteps: venueSteps('championship venue'),
    estimate: PACE,
  },
  'open-rota': {
    description: 'Play 3 venues of the Open Championship',
    nextSteps: venueSteps('Open Championship venue'),
    estimate: PACE,
  },
  'collection-complete': {
    description: 'Play every course of one of the catalog’s collections',
    nextSteps: () => [
      'Pick the collection you are furthest along and play what is left of it',
      'Collections shows the courses still to play, nearest your bucket list first',
    ],
    estimate: PACE,
  },
  'break-100': {
    description: 'Shoot an 18-hole score under 100',
    nextSteps: () => ['Play from the tees that suit your game', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  'break-90': {
    description: 'Shoot an 18-hole score under 90',
    nextSteps: () => ['Aim for bogey golf with a few pars', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  'break-80': {
    description: 'Shoot an 18-hole score under 80',
    nextSteps: () => ['Keep doubles off the card', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  'scratch-club': {
    description: 'Shoot 72 or lower over 18 holes',
    nextSteps: () => ['Play to par', 'Log every 18-hole round: your best counts'],
    estimate: NEXT_ROUND,
  },
  'ghin-synced': {
    description: 'Add your GHIN number to Fescue',
    nextSteps: () => ['Open GHIN Sync on the dashboard', 'Or enter your GHIN number on your profile'],
    estimate: { kind: 'text', text: 'A minute on your profile' },
  },
  'single-digit': {
    description: 'Hold a handicap index under 10',
    nextSteps: () => ['Post every round to GHIN', 'Sync GHIN so your index here stays current'],
    estimate: { kind: 'text', text: 'As your index comes down' },
  },
  centurion: {
    description: 'Log 100 rounds',
    nextSteps: (n) => [`Log ${plural(n, 'more round', 'more rounds')}`, 'Import past rounds from a CSV file'],
    estimate: PACE,
  },
  'founding-circle': {
    description: 'Join Fescue in its first season (before July 2027)',
    nextSteps: () => ['Only members who joined before July 2027 hold it'],
    estimate: { kind: 'text', text: 'No longer open' },
  },
  'first-review': {
    description: 'Rate your first course',
    nextSteps: () => ['Open Rate Course on a recent round', 'Rate the nine categories you remember'],
    estimate: { kind: 'text', text: 'Five minutes after your next round' },
  },
  'course-critic': {
    description: 'Rate 10 courses',
    nextSteps: (n) => [
      `Rate ${plural(n, 'more course', 'more courses')} you have played`,
      'Share a comment to help other members',
    ],
    estimate: PACE,
  },
  connoisseur: {
    description: 'Rate 25 courses',
    nextSteps: (n) => [
      `Rate ${plural(n, 'more course', 'more courses')} you have played`,
      'Older rounds can be rated from Round History',
    ],
    estimate: PACE,
  },
  storyteller: {
    description: 'Share a round with the Community',
    nextSteps: () => ['Turn on Share to Community on a round', 'Add notes: they are your story'],
    estimate: { kind: 'text', text: 'One switch on your next round' },
  },
  'on-the-board': {
    description: 'Appear on the leaderboard',
    nextSteps: () => ['Turn on Show me on the leaderboard in your profile'],
    estimate: { kind: 'text', text: 'One switch on your profile' },
  },
  'event-regular': {
    description: 'Reserve a spot at a member event',
    nextSteps: () => ['Browse Events', 'Reserve Spot while places are left'],
    estimate: { kind: 'text', text: 'Whenever an event suits you' },
  },
  'design-student': {
    description: 'Play courses by 3 different architects',
    nextSteps: (n) => [
      `Play courses by ${plural(n, 'more architect', 'more architects')}`,
      'The Architect Portfolio on the dashboard shows who you have',
    ],
    estimate: PACE,
  },
  'design-scholar': {
    description: 'Play courses by 10 different architects',
    nextSteps: (n) => [
      `Play courses by ${plural(n, 'more architect', 'more architects')}`,
      'Search the catalog by an architect’s name',
    ],
    estimate: PACE,
  },
  'golden-age': {
    description: 'Play a course by each of Donald Ross, A.W. Tillinghast and Alister MacKenzie',
    nextSteps: () => [
      'Play a Donald Ross, a Tillinghast and a MacKenzie',
      'Pinehurst No. 2, Winged Foot and Cypress Point are in the catalog',
    ],
    estimate: PACE,
  },
  'mackenzie-trail': {
    description: 'Play 3 courses by Alister MacKenzie',
    nextSteps: architectSteps('Alister MacKenzie'),
    estimate: PACE,
  },
  'dye-hard': {
    description: 'Play 3 courses by Pete Dye',
    nextSteps: architectSteps('Pete Dye'),
    estimate: PACE,
  },
  'old-tom': {
    description: 'Play a course by Old Tom Morris',
    nextSteps: architectSteps('Old Tom Morris'),
    estimate: PACE,
  },
  'back-to-back': {
    description: 'Play on 2 consecutive days',
    nextSteps: () => ['Play two days running', 'A golf weekend does it'],
    estimate: { kind: 'text', text: 'Your next golf weekend' },
  },
  'golf-week': {
    description: 'Play 7 days in a row',
    nextSteps: (n) => [`Extend your best run by ${plural(n, 'day', 'days')}`, 'Plan a week-long golf trip'],
    estimate: { kind: 'text', text: 'Your next golf trip' },
  },
  'thirty-six': {
    description: 'Play 36 holes in one day',
    nextSteps: (n) => [`Play ${n} more holes in one day`, 'Links towns make a second round easy'],
    estimate: { kind: 'text', text: 'Your next long summer day' },
  },
  'four-seasons': {
    description: 'Play in all 12 months of one year',
    nextSteps: (n) => [
      `Play in ${plural(n, 'more month', 'more months')} this year`,
      'A winter trip south keeps the run going',
    ],
    estimate: PACE,
  },
  'fifty-in-a-year': {
    description: 'Log 50 rounds in one calendar year',
    nextSteps: (n) => [
      `Play ${plural(n, 'more round', 'more rounds')} this year`,
      'About one round a week does it',
    ],
    estimate: PACE,
  },
};

export const ACHIEVEMENTS: readonly AchievementDefinition[] = ACHIEVEMENT_RULES.map((rule) => {
  const texts = TEXTS[rule.id];
  if (!texts) throw new Error(`No texts for the achievement ${rule.id}`);
  return { ...rule, ...texts };
});
