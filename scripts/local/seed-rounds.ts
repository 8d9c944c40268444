import { ulid } from 'ulid';
import { reconcileAchievements } from '../../functions/achievements/reconcile-achievements';
import { getCourseById } from '../../functions/courses/courses-repository';
import type { StoredRound } from '../../functions/rounds/rounds-repository';
import { writeRound } from '../../functions/rounds/write/write-round';
import { parForHoles } from '#shared/rounds/par';
import { starsToRating } from '#shared/ratings/scale';
import { RATING_KEYS, type RatingKey, type RoundType } from '#shared/schemas/round';
import { fakeGhinGolfers } from './fake-ghin-golfers';

interface SeedRound {
  courseId: string;
  score: number;
  holes?: 9 | 18;
  playedAt: string;
  roundType?: RoundType;
  roundArchitect?: string;
  notes?: string;
  playingPartners?: string;
  /** The nine add-round ratings as the popup's 1-5 stars, in RATING_KEYS order; null skips a category. */
  ratings?: (number | null)[];
  /** Quick tags of the Rate Your Experience dialog. */
  ratingTags?: string[];
  /** The demo golfer shared this round with the Community. */
  shared?: boolean;
}

/**
 * A round the demo golfer logged themselves of a score the fake GHIN's golfer 1234567 posted (an 18 at Bethpage
 * Black, the catalog's bethpage-black): connected to GHIN as 1234567, the sync links this round to
 * that score, marked "Linked to GHIN", instead of adding a copy (docs/architecture.md, "Which GHIN scores
 * become rounds").
 */
function postedToGhinToo(): SeedRound {
  const posted = fakeGhinGolfers()
    .find((golfer) => golfer.ghin === '1234567')
    // Among the 100 a first sync reads, and before the demo's golf trip, which stays its latest rounds.
    ?.scores.slice(0, 100)
    .find(
      (score) => score.course_id === '2539' && score.number_of_holes === 18 && score.played_at < '2025-06-01',
    );
  if (!posted) throw new Error('The fake GHIN has no 18 at Bethpage Black for 1234567');
  return {
    courseId: 'bethpage-black',
    score: posted.adjusted_gross_score,
    playedAt: posted.played_at,
    notes: 'Posted this one to GHIN as well: the sync links it rather than counting it twice.',
    ratings: [5, 5, 4, 4, 3, 3, 5, 2, 4],
  };
}

/**
 * The demo golfer's archive, so a first `npm start` shows a lived-in dashboard, Round History, chart and
 * Architect Portfolio: a golf trip's worth of rounds in four countries, both 9- and 18-hole.
 */
export const DEMO_ROUNDS: readonly SeedRound[] = [
  {
    courseId: 'bandon-dunes',
    score: 84,
    playedAt: '2025-06-14',
    playingPartners: 'Sam, Priya and Luis',
    notes: 'Fog burned off by the turn; the 16th along the cliffs is worth the trip alone.',
    shared: true,
    ratings: [5, 5, 5, 4, 4, 4, 4, 3, 4],
  },
  {
    courseId: 'pacific-dunes',
    score: 81,
    playedAt: '2025-06-15',
    playingPartners: 'Sam, Priya and Luis',
    ratings: [5, 5, 5, 5, 4, 4, 5, 3, 4],
  },
  {
    courseId: 'bandon-trails',
    score: 43,
    holes: 9,
    playedAt: '2025-06-16',
    roundType: 'Casual',
    notes: 'An evening nine through the forest before the drive home.',
    ratings: [4, 4, 5, null, null, null, 4, null, null],
  },
  {
    courseId: 'pebble-beach-golf-links',
    score: 88,
    playedAt: '2024-09-21',
    notes: 'Birdie at the 7th with a wedge into the wind.',
    ratings: [5, 4, 5, 4, 5, 5, 4, 3, 2],
  },
  {
    courseId: 'old-course-st-andrews',
    score: 86,
    playedAt: '2024-07-03',
    roundType: 'Tournament',
    playingPartners: 'Club trip, four-ball',
    ratings: [5, 5, 4, 4, 4, 5, 5, 2, 4],
  },
  {
    courseId: 'kingsbarns-golf-links',
    score: 83,
    playedAt: '2024-07-04',
    ratings: [4, 4, 5, 5, 5, 5, 4, 3, 3],
  },
  {
    courseId: 'lahinch-old',
    score: 89,
    playedAt: '2023-05-12',
    notes: 'Klondyke and Dell in a two-club wind. The goats were right: rain by the 14th.',
    shared: true,
    ratings: [5, 5, 4, 4, 5, 4, 5, 3, 4],
  },
  {
    courseId: 'royal-county-down-championship',
    score: 92,
    playedAt: '2023-05-10',
    roundArchitect: 'Old Tom Morris',
    ratings: [5, 5, 5, 5, 4, 4, 5, 4, 3],
  },
  {
    courseId: 'pinehurst-no-2',
    score: 87,
    playedAt: '2022-10-08',
    ratings: [4, 5, 3, 5, 4, 4, 5, 3, 3],
  },
  {
    courseId: 'bethpage-black',
    score: 95,
    playedAt: '2022-08-27',
    notes: 'Slept in the car for a tee time. The warning sign is not a joke.',
    ratings: [4, 4, 3, 4, 3, 2, 5, 1, 5],
  },
  postedToGhinToo(),
];

/** The popup's stars on the 0-10 scale (1 star = 2), unrated as null. */
function ratingsOf(values: SeedRound['ratings']): Record<RatingKey, number | null> {
  return Object.fromEntries(
    RATING_KEYS.map((key, index) => [key, starsToRating(values?.[index]) || null]),
  ) as Record<RatingKey, number | null>;
}

/**
 * Logs the demo rounds for a golfer through the API's own writeRound (round, course link and round totals
 * in one transaction, so the stats, the golfer's courses and the portfolio add up). Called once, when the
 * demo golfer is created.
 */
export async function seedDemoRounds(userId: string): Promise<number> {
  // In the order played, as if each was logged on its day: what the reconcile dates by the day of the write
  // (the rounds' ratings, shared stories) then follows the same order as what it dates by the rounds.
  const inOrderPlayed = [...DEMO_ROUNDS].sort((a, b) => a.playedAt.localeCompare(b.playedAt));
  for (const seed of inOrderPlayed) {
    const course = await getCourseById(seed.courseId);
    if (!course) throw new Error(`Demo round at ${seed.courseId}: no such course in the catalog`);
    const holes = seed.holes ?? 18;
    const createdAt = new Date(`${seed.playedAt}T18:00:00Z`).toISOString();
    const round: StoredRound = {
      id: ulid(Date.parse(createdAt)),
      userId,
      courseId: course.id,
      score: seed.score,
      holes,
      par: parForHoles(course.par, holes),
      playedAt: seed.playedAt,
      roundType: seed.roundType ?? 'Regular',
      roundCourseType: null,
      roundArchitect: seed.roundArchitect ?? null,
      favoriteHole: null,
      comments: null,
      reviewComments: null,
      notes: seed.notes ?? null,
      tees: null,
      conditions: null,
      playingPartners: seed.playingPartners ?? null,
      imageUrl: null,
      ...ratingsOf(seed.ratings),
      ratingTags: seed.ratingTags ?? [],
      ratingComments: null,
      ratingShared: false,
      sharedToCommunity: seed.shared === true,
      createdAt,
      updatedAt: createdAt,
    };
    await writeRound(undefined, round);
    // As the rounds route does, except that the day of the write is the round's own day (the demo's golfer
    // logs each round on the day played).
    await reconcileAchievements(userId, {
      date: round.playedAt,
      roundId: round.id,
      roundsFrom: round.playedAt,
    });
  }
  return DEMO_ROUNDS.length;
}
