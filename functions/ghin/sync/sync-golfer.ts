import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { parForHoles } from '../../../shared/rounds/par';
import { computeUserStats } from '../../../shared/rounds/stats';
import type { GhinSyncResult } from '../../../shared/schemas/ghin';
import { blankStoredRound } from '../../data/blank-round';
import { getCourseItemsByIds } from '../../courses/courses-repository';
import { recordOfficialIndex } from '../ghin-repository';
import { listGhinRounds } from '../ghin-rounds-repository';
import {
  createRound,
  getScoreCounts,
  listPlayedCourses,
  replaceRound,
  type StoredRound,
} from '../../data/rounds-repository';
import { ConflictError } from '../../lib/errors';
import type { GhinClient } from '../client/ghin-client';
import { GhinApiError } from '../client/ghin-errors';
import type { GhinScore } from '../client/ghin-payloads';
import { GHIN_GOLFER_NOT_FOUND_MESSAGE } from '../../../shared/schemas/ghin';
import { ghinCourseRef, resolveGhinCourses } from './ghin-courses';

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

/** What of a round GHIN decides; a change in any of them updates the round, nothing else is touched. */
function ghinFacts(round: Pick<StoredRound, 'courseId' | 'score' | 'holes' | 'par' | 'playedAt' | 'tees'>) {
  return [round.courseId, round.score, round.holes, round.par, round.playedAt, round.tees].join('|');
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
 * so a GHIN failure writes nothing; then the courses are matched or created, each score becomes a round
 * keyed by its GHIN score id (created, or replaced when GHIN changed it, or left alone), and GHIN's official
 * index is recorded. Only rounds made by a sync are ever read or changed; the golfer's own stay as they are.
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

  const existing = new Map((await listGhinRounds(userId)).map((round) => [round.ghinScoreId, round]));
  let roundsCreated = 0;
  let roundsUpdated = 0;
  // One at a time: rounds at one course share its course link, and parallel transactions on it cancel.
  for (const score of scores) {
    const course = courses.byKey.get(ghinCourseRef(score, fallback).key);
    if (!course) continue;
    const facts = {
      courseId: course.id,
      score: score.adjusted_gross_score,
      holes: score.number_of_holes,
      par: parForHoles(course.par, score.number_of_holes),
      playedAt: score.played_at,
      tees: score.tee_name,
    };
    const previous = existing.get(score.id);
    if (previous) {
      if (ghinFacts(previous) === ghinFacts(facts)) continue;
      await replaceRound(previous, { ...previous, ...facts, updatedAt: now.toISOString() });
      roundsUpdated += 1;
      continue;
    }
    const round = blankStoredRound(
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
      now,
    );
    try {
      await createRound(round);
      roundsCreated += 1;
    } catch (error) {
      // A concurrent sync of the same golfer wrote this score's round first: it is there, once.
      if (!(error instanceof ConflictError)) throw error;
    }
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
