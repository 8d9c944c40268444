import { parForHoles } from '#shared/rounds/par';
import { RATING_KEYS } from '#shared/ratings/categories';
import { ROUND_FIELDS, type StoredRound } from './rounds-repository';

/** The facts every new round has. */
type RoundFacts = Pick<StoredRound, 'id' | 'userId' | 'courseId' | 'score' | 'holes'>;

/**
 * What a writer knows of a new round: its facts, and any other field of a stored round it has. An absent or
 * undefined field is empty (null, no tags, not shared, the usual round type); fields that are not a stored
 * round's (an import row's course name, say) are left out.
 */
export type NewRound = RoundFacts & {
  [Field in Exclude<keyof StoredRound, keyof RoundFacts>]?: StoredRound[Field] | undefined;
};

const EMPTY: Omit<StoredRound, keyof RoundFacts | 'par' | 'playedAt' | 'createdAt' | 'updatedAt'> = {
  roundType: 'Regular',
  roundCourseType: null,
  roundArchitect: null,
  favoriteHole: null,
  comments: null,
  reviewComments: null,
  notes: null,
  tees: null,
  courseRating: null,
  slopeRating: null,
  conditions: null,
  playingPartners: null,
  imageUrl: null,
  ...(Object.fromEntries(RATING_KEYS.map((key) => [key, null])) as Record<
    (typeof RATING_KEYS)[number],
    null
  >),
  ratingTags: [],
  ratingComments: null,
  ratingShared: false,
  sharedToCommunity: false,
  // A golfer's own round; only a GHIN sync names its source and score.
  source: null,
  ghinScoreId: null,
  ghinDifferential: null,
  ghinCombined: null,
  holesPlayed: null,
  scorecard: null,
  importBatchId: null,
};

/**
 * The one builder of a new stored round, for every writer that makes one (POST /api/rounds, the CSV import,
 * the GHIN sync, tests, seed and bench scripts), which then writes it with ./write/write-round.ts. The par
 * is the round's own, else the course's for the holes played (half of it for 9); the date is the round's,
 * else today (UTC); created and updated now.
 */
export function buildStoredRound(
  round: NewRound,
  { coursePar, now = new Date() }: { coursePar?: number; now?: Date } = {},
): StoredRound {
  const par = round.par ?? (coursePar === undefined ? undefined : parForHoles(coursePar, round.holes));
  if (par === undefined) throw new Error('A new round needs its par or its course par');
  const at = now.toISOString();
  const defaults: Omit<StoredRound, keyof RoundFacts> = {
    ...EMPTY,
    par,
    playedAt: at.slice(0, 10),
    createdAt: at,
    updatedAt: at,
  };
  const given = round as Partial<StoredRound>;
  return Object.fromEntries(
    ROUND_FIELDS.map((field) => [field, given[field] ?? (defaults as Partial<StoredRound>)[field]]),
  ) as StoredRound;
}
