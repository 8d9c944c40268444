import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { parForHoles } from '#shared/rounds/par';
import { RATING_KEYS } from '#shared/ratings/categories';
import { computeUserStats } from '#shared/rounds/stats';
import type { GhinSyncResult } from '#shared/schemas/ghin';
import { buildStoredRound } from '../../rounds/build-round';
import { getCourseItemsByIds } from '../../courses/courses-repository';
import { recordOfficialIndex } from '../ghin-repository';
import { listRoundsForGhinSync } from '../ghin-rounds-repository';
import { getScoreCounts, listPlayedCourses, type StoredRound } from '../../rounds/rounds-repository';
import { writeRound } from '../../rounds/write/write-round';
import { Conflict } from '../../lib/errors';
import type { GhinClient } from '../client/ghin-client';
import { GhinApiError } from '../client/ghin-errors';
import type { GhinScore } from '../client/ghin-payloads';
import { GHIN_GOLFER_NOT_FOUND_MESSAGE } from '#shared/schemas/ghin';
import { ghinCourseRef, resolveGhinCourses } from './ghin-courses';
import {
  holesPlayedOf,
  scorecardOf,
  roundCourseRatingOf,
  roundSlopeOf,
  scoresToImport,
  type ScoreToImport,
} from './ghin-score-rule';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id of the round that stands for a GHIN score: the same for the same golfer and score on every sync,
 * so the round's `attribute_not_exists(pk)` put makes a concurrent second sync's copy a no-op. ULID-shaped
 * (time part = the day first played) so it passes the round id check.
 */
export function ghinRoundId(userId: string, scoreId: string, playedAt: string): string {
  const time = encodeTime(Math.max(0, Date.parse(`${playedAt}T12:00:00Z`)), 10);
  const digest = createHash('sha256').update(`${userId}\nghin:${scoreId}`).digest();
  let random = '';
  for (let index = 0; index < 16; index += 1) random += CROCKFORD[(digest[index] ?? 0) % 32];
  return time + random;
}

/**
 * What of a round GHIN decides: a change in any of them (GHIN's, or the golfer's edit of one) is set to
 * GHIN's on the next sync; nothing else of the round is touched (its notes, photo, ratings, partners...).
 * The Edit Round dialog says so (frontend/src/features/round-form/ghin-round-notice.tsx).
 */
type GhinFacts = Pick<
  StoredRound,
  | 'courseId'
  | 'score'
  | 'holes'
  | 'par'
  | 'playedAt'
  | 'tees'
  | 'courseRating'
  | 'slopeRating'
  | 'ghinDifferential'
  | 'ghinCombined'
  | 'holesPlayed'
  | 'scorecard'
>;

/** A value as text whatever the order of its keys (DynamoDB keeps no order in a map). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function sameFacts(round: StoredRound, facts: GhinFacts): boolean {
  return (Object.keys(facts) as (keyof GhinFacts)[]).every(
    (field) => canonical(round[field]) === canonical(facts[field]),
  );
}

function factsOf(entry: ScoreToImport, course: { id: string; par: number }): GhinFacts {
  const { score } = entry;
  return {
    courseId: course.id,
    score: score.adjusted_gross_score,
    holes: score.number_of_holes,
    par: parForHoles(course.par, score.number_of_holes),
    playedAt: score.played_at,
    tees: score.tee_name,
    courseRating: roundCourseRatingOf(score),
    slopeRating: roundSlopeOf(score),
    ghinDifferential: score.differential,
    ghinCombined: entry.combined,
    holesPlayed: holesPlayedOf(score),
    scorecard: scorecardOf(score),
  };
}

/** Whether the golfer gave a round anything of their own: notes, a photo, ratings, a story... */
function hasGolferContent(round: StoredRound): boolean {
  return (
    Boolean(
      round.notes ||
      round.comments ||
      round.reviewComments ||
      round.imageUrl ||
      round.playingPartners ||
      round.conditions ||
      round.ratingComments ||
      round.roundArchitect ||
      round.favoriteHole,
    ) ||
    round.sharedToCommunity ||
    round.ratingTags.length > 0 ||
    RATING_KEYS.some((key) => round[key])
  );
}

/**
 * The golfer's own round that is this GHIN score (the same day, course, holes and score) and is linked to
 * no score yet: the round they logged themselves of the round they also posted to GHIN.
 */
function ownRoundOf(facts: GhinFacts, unlinked: StoredRound[]): StoredRound | undefined {
  const index = unlinked.findIndex(
    (round) =>
      round.playedAt === facts.playedAt &&
      round.courseId === facts.courseId &&
      round.holes === facts.holes &&
      round.score === facts.score,
  );
  // Each own round stands for one score at most.
  return index === -1 ? undefined : unlinked.splice(index, 1)[0];
}

function roundTypeOf(score: GhinScore): StoredRound['roundType'] {
  // GHIN's score types: H home, A away, T tournament (and combined 9-hole "N"): only T is a round type here.
  return score.score_type === 'T' ? 'Tournament' : 'Regular';
}

export interface SyncOptions {
  client: GhinClient;
  token: string;
  ghinNumber: string;
  limit: number;
  now: Date;
}

/**
 * Syncs one golfer from GHIN: every GHIN call is made first (the golfer's record, then the scores, paged),
 * so a GHIN failure writes nothing; then the courses are matched or created, each score that is a round
 * played (./ghin-score-rule.ts) becomes a round keyed by its GHIN score id (created, or updated when GHIN
 * changed it, or left alone), or links the golfer's own round of the same day, course, holes and score, and
 * GHIN's official index is recorded. Of the golfer's own rounds, only one that is a GHIN score is changed.
 */
export async function syncGolfer(userId: string, options: SyncOptions): Promise<GhinSyncResult> {
  const { client, token, ghinNumber, now } = options;
  const golfer = await client.findGolfer(token, ghinNumber);
  if (!golfer) throw new GhinApiError('not-found', GHIN_GOLFER_NOT_FOUND_MESSAGE);
  const { scores, totalCount } = await client.recentScores(token, ghinNumber, options.limit);

  const fallback = { state: golfer.state, country: golfer.country };
  const refs = new Map(
    scores.map((score) => [ghinCourseRef(score, fallback).key, ghinCourseRef(score, fallback)]),
  );
  const courses = await resolveGhinCourses(userId, [...refs.values()], now);

  const { linked, unlinked } = await listRoundsForGhinSync(userId);
  const existing = new Map<string | null | undefined, StoredRound>();
  // A copy a sync made of a round the golfer had logged (before syncs linked them): removed once the
  // golfer's own round stands for its score, when nothing of the golfer's is on it.
  const copies: StoredRound[] = [];
  for (const round of linked) {
    const other = existing.get(round.ghinScoreId);
    if (other) {
      // Two rounds of one score (a link made while the copy's removal failed): the golfer's own stays.
      const [keep, copy] = other.source === 'ghin' ? [round, other] : [other, round];
      existing.set(round.ghinScoreId, keep);
      copies.push(copy);
    } else existing.set(round.ghinScoreId, round);
  }
  let roundsCreated = 0;
  let roundsUpdated = 0;
  // One at a time: rounds at one course share its course link, and parallel transactions on it cancel.
  for (const entry of scoresToImport(scores).rounds) {
    const { score } = entry;
    const course = courses.byKey.get(ghinCourseRef(score, fallback).key);
    if (!course) continue;
    const facts = factsOf(entry, course);
    let previous = existing.get(score.id);
    if (previous?.source === 'ghin' && !hasGolferContent(previous)) {
      const own = ownRoundOf(facts, unlinked);
      if (own) {
        copies.push(previous);
        previous = own;
      }
    }
    previous ??= ownRoundOf(facts, unlinked);
    if (previous) {
      if (previous.ghinScoreId === score.id && sameFacts(previous, facts)) continue;
      // A round linked to this score, or the golfer's own of it, linked now: one round, GHIN's facts, the
      // golfer's notes, photo and ratings kept (its source stays theirs: removing GHIN's rounds keeps it).
      await writeRound(previous, {
        ...previous,
        ...facts,
        ghinScoreId: score.id,
        updatedAt: now.toISOString(),
      });
      roundsUpdated += 1;
      continue;
    }
    const round = buildStoredRound(
      {
        id: ghinRoundId(userId, score.id, score.played_at),
        userId,
        ...facts,
        roundType: roundTypeOf(score),
        // A GHIN score is never a community story unless the golfer shares its round themselves.
        sharedToCommunity: false,
        source: 'ghin',
        ghinScoreId: score.id,
      },
      { now },
    );
    try {
      await writeRound(undefined, round);
      roundsCreated += 1;
    } catch (error) {
      // A concurrent sync of the same golfer wrote this score's round first: it is there, once.
      if (!(error instanceof Conflict)) throw error;
    }
  }

  for (const copy of copies) {
    if (copy.source === 'ghin' && !hasGolferContent(copy)) await writeRound(copy, undefined);
  }

  const handicapUpdated =
    golfer.handicap_index === null
      ? false
      : await recordOfficialIndex(userId, {
          index: golfer.handicap_index,
          revisionDate: golfer.rev_date,
          ghinNumber,
          now,
        });

  const [counts, played] = await Promise.all([getScoreCounts(userId), listPlayedCourses(userId)]);
  const places = await getCourseItemsByIds(
    played.map((entry) => entry.courseId),
    ['country', 'city'],
  );
  const stats = computeUserStats(
    counts,
    played.map(({ courseId }) => ({ courseId, country: String(places.get(courseId)?.country ?? '') })),
  );
  const cities = new Set(
    [...places.values()].map(
      (item) => `${String(item.city ?? '').toLowerCase()}|${String(item.country ?? '').toLowerCase()}`,
    ),
  );
  return {
    roundsCreated,
    roundsUpdated,
    coursesCreated: courses.created,
    handicapUpdated,
    handicapIndex: golfer.handicap_index,
    revisionDate: golfer.rev_date,
    scoresRead: scores.length,
    scoresAvailable: totalCount,
    totalCourses: stats.coursesPlayed,
    totalRounds: stats.totalRounds,
    citiesVisited: cities.size,
    countriesVisited: stats.countriesVisited,
    averageScore: stats.averageScore,
    bestScore: stats.bestScore,
  };
}
