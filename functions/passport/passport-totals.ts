import type { PassportRound } from '#shared/passport/types';
import { ROUND_TYPES } from '#shared/schemas/round-words';

/**
 * The passport's share of the golfer's course links (docs/data-model.md "Passport at 5,000
 * rounds"): kept by the round and bucket-list writes so GET /api/user/passport reads the golfer's course
 * links alone (one Query) and never a round. Pure: attribute names, values, and reading them back.
 *
 * - A round's digest, `pr#<round id>` = `<playedAt>|<score>|<par>|<holes>|<roundType>|<roundCourseType>`,
 *   then `|<courseRating>|<slopeRating>` when the golfer gave the tee's figures (a digest without them reads
 *   as none), on the link of the round's course: every fact the passport's figures take from a round (about 57 bytes,
 *   so 5,000 rounds at one course still fit the 400 KB item limit with room to spare). Set by the round's
 *   create or edit, removed with it, moved between links when its course changes, in the round's own
 *   transaction (a link is one item: the rounds repository writes it in one Update, as with architect notes).
 * - The course's passport facts, `passportCourse` (JSON text: a nested map of 25 attributes made DynamoDB
 *   Local answer 800 links in 0.6 to 1.3 s against 0.23 s as text), and its country alone in
 *   `passportCountry` (the stats read only that, projected): the catalog fields the tiles and the cards read,
 *   with the community score, copied from the course when a round or a bucket-list entry first links it and
 *   refreshed by every later round there (and by scripts/migrations/passport-totals.ts). A catalog edit or a
 *   community rating elsewhere reaches the passport at the golfer's next write at that course or the next
 *   rebuild; a link without the map is read from the catalog instead (docs/data-model.md says why).
 */
const ROUND_DIGEST_PREFIX = 'pr#';
const ROUND_TYPE_SET = new Set<string>(ROUND_TYPES);
const DEFAULT_ROUND_TYPE = 'Regular';
export const PASSPORT_COURSE_ATTRIBUTE = 'passportCourse';
export const PASSPORT_COUNTRY_ATTRIBUTE = 'passportCountry';

/** The attributes a link keeps a course's passport facts in. */
export function passportCourseAttributes(course: Record<string, unknown>): Record<string, string> {
  // Null fields are left out (they read back as null; every byte counts toward a 1 MB Query page), except a
  // null time zone: absent, it would be looked up again from the coordinates. Empty lists stay: an empty
  // `defaultedFigures` says nothing was defaulted, where an absent one is inferred.
  const kept = Object.entries(course).filter(
    ([name, value]) => value !== undefined && (value !== null || name === 'timeZone'),
  );
  return {
    [PASSPORT_COURSE_ATTRIBUTE]: JSON.stringify(Object.fromEntries(kept)),
    [PASSPORT_COUNTRY_ATTRIBUTE]: typeof course.country === 'string' ? course.country : '',
  };
}

export function passportRoundName(roundId: string): string {
  return `${ROUND_DIGEST_PREFIX}${roundId}`;
}

type DigestedRound = Omit<PassportRound, 'courseId'> & { roundCourseType?: string | null };

export function passportRoundValue(round: DigestedRound): string {
  return [
    round.playedAt,
    round.score,
    round.par,
    round.holes,
    // The usual type is left empty: 7 bytes of 5,000 rounds is 35 KB of the links' 1 MB Query page.
    round.roundType === DEFAULT_ROUND_TYPE ? '' : round.roundType,
    round.roundCourseType ?? '',
    // The tee's figures only when given: most rounds carry none, and a digest without them reads as none.
    ...(round.courseRating != null || round.slopeRating != null
      ? [round.courseRating ?? '', round.slopeRating ?? '']
      : []),
  ].join('|');
}

const figureOf = (text: string | undefined) =>
  text === undefined || text === '' || !Number.isFinite(Number(text)) ? null : Number(text);

/** A round's digest read back (undefined when it is not one). */
export function parsePassportRound(
  courseId: string,
  name: string,
  value: unknown,
): PassportRound | undefined {
  if (!name.startsWith(ROUND_DIGEST_PREFIX) || typeof value !== 'string') return undefined;
  const [playedAt, score, par, holes, roundType, roundCourseType, courseRating, slopeRating] =
    value.split('|');
  if (playedAt === undefined || holes === undefined || roundCourseType === undefined) return undefined;
  return {
    id: name.slice(ROUND_DIGEST_PREFIX.length),
    courseId,
    score: Number(score),
    par: Number(par),
    holes: Number(holes),
    playedAt,
    roundType: roundType && ROUND_TYPE_SET.has(roundType) ? roundType : DEFAULT_ROUND_TYPE,
    roundCourseType: roundCourseType === '' ? null : roundCourseType,
    // Only a digest that carries the tee's figures has them (most rounds have none).
    ...(courseRating !== undefined || slopeRating !== undefined
      ? { courseRating: figureOf(courseRating), slopeRating: figureOf(slopeRating) }
      : {}),
  };
}

/** Every round digest on one course link. */
export function passportRoundsOf(link: Record<string, unknown>): PassportRound[] {
  const courseId = String(link.courseId);
  const rounds: PassportRound[] = [];
  for (const [name, value] of Object.entries(link)) {
    const round = parsePassportRound(courseId, name, value);
    if (round) rounds.push(round);
  }
  return rounds;
}

/** The course facts a link carries for the passport, or undefined when it was linked before they were kept. */
export function passportCourseOf(link: Record<string, unknown>): Record<string, unknown> | undefined {
  const course = link[PASSPORT_COURSE_ATTRIBUTE];
  if (typeof course !== 'string') return undefined;
  const parsed: unknown = JSON.parse(course);
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
}

/** The country a link keeps for its course (undefined on a link from before the facts were kept). */
export function passportCountryOf(link: Record<string, unknown>): string | undefined {
  const country = link[PASSPORT_COUNTRY_ATTRIBUTE];
  return typeof country === 'string' ? country : undefined;
}

/** SET clauses and values for some attributes, named `#<tag><i>` and `:<tag><i>` in an update expression. */
export function setClauses(
  attributes: Record<string, unknown>,
  tag: string,
): { clauses: string[]; names: Record<string, string>; values: Record<string, unknown> } {
  const entries = Object.entries(attributes);
  return {
    clauses: entries.map((_, i) => `#${tag}${i} = :${tag}${i}`),
    names: Object.fromEntries(entries.map(([name], i) => [`#${tag}${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:${tag}${i}`, value])),
  };
}

/**
 * The digests a link should hold for the given rounds, and the digest attributes it holds that are not
 * among them: what a rebuild sets and removes (scripts/migrations/passport-totals.ts, the bench loader).
 */
export function passportRoundsRebuild(
  link: Record<string, unknown>,
  rounds: readonly (DigestedRound & { id: string })[],
): { set: Map<string, string>; remove: string[] } {
  const set = new Map(rounds.map((round) => [passportRoundName(round.id), passportRoundValue(round)]));
  const remove = Object.keys(link).filter((name) => name.startsWith(ROUND_DIGEST_PREFIX) && !set.has(name));
  return { set, remove };
}
