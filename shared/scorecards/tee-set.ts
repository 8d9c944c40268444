import * as z from 'zod';

/**
 * A course's tee set, hole by hole: its name (and colour), each hole's par, stroke index and yardage, and
 * the tee's course rating and slope for men and for women where they are rated (docs/product-rules.md,
 * "Tee sets"). Tee sets come from GolfCourseAPI when a course is added from it, or are entered by golfers
 * for a course that has none (shared by every golfer, labelled as entered by a golfer, kept with a history).
 *
 * The rules a golfer's tee set must keep (pure, so the form and `PUT /api/courses/{id}/tee-sets/{teeSetId}`
 * say the same sentence):
 * - 9 or 18 holes, numbered in order: 1-18, 1-9 or 10-18;
 * - the pars add up to the course's par (a nine-hole tee set is a nine-hole course's: the same rule);
 * - stroke indexes are on every hole or on none. On 18 holes, 1 to 18 once each. On 9 holes, nine different
 *   numbers that are 1 to 9, or the odd numbers 1 to 17, or the even numbers 2 to 18: clubs allocate a nine
 *   either way (its own 1-9, or the 18-hole allocation's odd or even half).
 */
export const TEE_SET_SOURCES = ['golfcourseapi', 'golfer'] as const;
export type TeeSetSource = (typeof TEE_SET_SOURCES)[number];
/** What the course page says of a tee set a golfer entered or edited. */
export const ENTERED_BY_A_GOLFER = 'Entered by a golfer';
export const NO_HOLE_DATA_YET = 'No hole-by-hole data yet';

const TEE_SET_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TEE_SET_ID_MAX = 40;

/** A tee set's id from its name ("Blue (men)" → "blue-men"): stable, readable in a URL. */
export function teeSetIdOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, TEE_SET_ID_MAX)
      .replace(/-+$/, '') || 'tee'
  );
}

export const teeSetIdParamSchema = z.object({
  id: z.string().min(1, { error: 'Course id is missing' }).max(120, { error: 'Course id is too long' }),
  teeSetId: z
    .string()
    .max(TEE_SET_ID_MAX, { error: `Tee set id must be ${TEE_SET_ID_MAX} characters or fewer` })
    .regex(TEE_SET_ID, { error: 'Tee set id must be lowercase letters, digits and single hyphens' }),
});

export const teeSetHoleSchema = z.object({
  hole: z
    .number({ error: 'Hole number must be a whole number from 1 to 18' })
    .int({ error: 'Hole number must be a whole number from 1 to 18' })
    .min(1, { error: 'Hole number must be a whole number from 1 to 18' })
    .max(18, { error: 'Hole number must be a whole number from 1 to 18' }),
  par: z
    .number({ error: 'Each hole needs a par from 3 to 6' })
    .int({ error: 'Each hole needs a par from 3 to 6' })
    .min(3, { error: 'Each hole needs a par from 3 to 6' })
    .max(6, { error: 'Each hole needs a par from 3 to 6' }),
  strokeIndex: z
    .number({ error: 'A stroke index is a whole number from 1 to 18' })
    .int({ error: 'A stroke index is a whole number from 1 to 18' })
    .min(1, { error: 'A stroke index is a whole number from 1 to 18' })
    .max(18, { error: 'A stroke index is a whole number from 1 to 18' })
    .nullable(),
  yardage: z
    .number({ error: 'A hole’s yardage is a whole number from 40 to 999' })
    .int({ error: 'A hole’s yardage is a whole number from 40 to 999' })
    .min(40, { error: 'A hole’s yardage is a whole number from 40 to 999' })
    .max(999, { error: 'A hole’s yardage is a whole number from 40 to 999' })
    .nullable(),
});
export type TeeSetHole = z.infer<typeof teeSetHoleSchema>;

/** One rating of a tee (Rule 6.1's figures): course rating 25.0-90.0 (a nine's is about half), slope 55-155. */
export const teeRatingSchema = z.object({
  courseRating: z
    .number({ error: 'Course rating must be a number from 25 to 90' })
    .min(25, { error: 'Course rating must be a number from 25 to 90' })
    .max(90, { error: 'Course rating must be a number from 25 to 90' }),
  slope: z
    .number({ error: 'Slope must be a whole number from 55 to 155' })
    .int({ error: 'Slope must be a whole number from 55 to 155' })
    .min(55, { error: 'Slope must be a whole number from 55 to 155' })
    .max(155, { error: 'Slope must be a whole number from 55 to 155' }),
});
export type TeeRating = z.infer<typeof teeRatingSchema>;

const HOLE_NUMBERS = {
  front: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  back: [10, 11, 12, 13, 14, 15, 16, 17, 18],
};

/**
 * What is wrong with a tee set's holes (numbering and stroke indexes), in words a golfer can act on, or
 * none. The course par is checked separately (`teeSetParProblem`), since it needs the course.
 */
export function teeSetHoleProblems(holes: readonly TeeSetHole[]): string[] {
  const numbers = holes.map((hole) => hole.hole);
  const expected =
    holes.length === 18
      ? [...HOLE_NUMBERS.front, ...HOLE_NUMBERS.back]
      : holes[0]?.hole === 10
        ? HOLE_NUMBERS.back
        : HOLE_NUMBERS.front;
  if (holes.length !== 9 && holes.length !== 18) return ['A tee set has 9 or 18 holes'];
  if (numbers.some((number, i) => number !== expected[i])) {
    return [
      holes.length === 18
        ? 'Holes must be numbered 1 to 18, in order'
        : 'Nine holes must be numbered 1 to 9 or 10 to 18, in order',
    ];
  }
  const indexes = holes.map((hole) => hole.strokeIndex);
  const given = indexes.filter((index): index is number => index !== null);
  if (given.length === 0) return [];
  if (given.length !== holes.length) {
    const missing = holes.filter((hole) => hole.strokeIndex === null).map((hole) => hole.hole);
    return [`Give a stroke index on every hole or on none (missing on hole ${missing.join(', ')})`];
  }
  const problems: string[] = [];
  const seen = new Map<number, number>();
  for (const hole of holes) {
    const index = hole.strokeIndex as number;
    const first = seen.get(index);
    if (first !== undefined)
      problems.push(`Stroke index ${index} is on hole ${first} and on hole ${hole.hole}: each is used once`);
    else seen.set(index, hole.hole);
  }
  if (problems.length > 0) return problems;
  if (holes.length === 18) return []; // 18 different numbers from 1 to 18: each once.
  const allOdd = given.every((index) => index % 2 === 1);
  const allEven = given.every((index) => index % 2 === 0);
  const oneToNine = given.every((index) => index <= 9);
  if (oneToNine || allOdd || allEven) return [];
  return [
    'On nine holes, use stroke indexes 1 to 9, or the odd numbers 1 to 17, or the even numbers 2 to 18, once each',
  ];
}

/** The sum of the pars against the course's, or null when they agree. */
export function teeSetParProblem(
  holes: readonly Pick<TeeSetHole, 'par'>[],
  coursePar: number,
): string | null {
  const total = holes.reduce((sum, hole) => sum + hole.par, 0);
  if (total === coursePar) return null;
  return `The pars add up to ${total}, but this course’s par is ${coursePar}: check each hole’s par`;
}

const teeSetFields = {
  name: z
    .string({ error: 'Give the tee a name (for example Blue)' })
    .trim()
    .min(1, { error: 'Give the tee a name (for example Blue)' })
    .max(40, { error: 'A tee’s name must be 40 characters or fewer' }),
  colour: z.string().trim().max(20, { error: 'A tee’s colour must be 20 characters or fewer' }).nullable(),
  holes: z
    .array(teeSetHoleSchema)
    .min(9, { error: 'A tee set has 9 or 18 holes' })
    .max(18, { error: 'A tee set has 9 or 18 holes' }),
  /** The men's rating and slope of this tee, if it is rated for men. */
  men: teeRatingSchema.nullable(),
  /** The women's, where they differ or only women's are published. */
  women: teeRatingSchema.nullable(),
};

/** PUT /api/courses/{id}/tee-sets/{teeSetId}: the tee set a golfer enters or edits. */
export const teeSetInputSchema = z
  .strictObject({
    ...teeSetFields,
    /**
     * The version the golfer edited (null for a new tee set): a save over a version someone else has
     * changed since is refused with 409, rather than silently undoing their edit.
     */
    expectedVersion: z
      .number({ error: 'expectedVersion must be a whole number or null' })
      .int({ error: 'expectedVersion must be a whole number or null' })
      .min(1, { error: 'expectedVersion must be a whole number or null' })
      .nullable(),
  })
  .superRefine((teeSet, context) => {
    for (const message of teeSetHoleProblems(teeSet.holes))
      context.addIssue({ code: 'custom', path: ['holes'], message });
  });
export type TeeSetInput = z.infer<typeof teeSetInputSchema>;

export const teeSetSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  ...teeSetFields,
  /** The sum of the pars. */
  par: z.number(),
  /** Where the holes came from; `golfer` once a golfer entered or edited it. */
  source: z.enum(TEE_SET_SOURCES),
  version: z.number(),
  updatedAt: z.string(),
});
export type TeeSet = z.infer<typeof teeSetSchema>;

export const teeSetListSchema = z.object({ teeSets: z.array(teeSetSchema) });
export type TeeSetList = z.infer<typeof teeSetListSchema>;

/** One change of a tee set, newest first in its history. */
export const teeSetChangeSchema = z.object({
  version: z.number(),
  changedAt: z.string(),
  /**
   * Who: "you", or "a golfer". Other golfers' ids and names are nobody else's business (the server keeps the
   * id, for the record); the tee set is shared, the golfer who typed it is not.
   */
  by: z.enum(['you', 'a golfer', 'GolfCourseAPI']),
  /** What changed, one sentence each ("Hole 7: par 4 → 5"). */
  changes: z.array(z.string()),
});
export type TeeSetChange = z.infer<typeof teeSetChangeSchema>;
export const teeSetHistorySchema = z.object({ changes: z.array(teeSetChangeSchema) });
export type TeeSetHistory = z.infer<typeof teeSetHistorySchema>;

type Comparable = Pick<TeeSet, 'name' | 'colour' | 'holes' | 'men' | 'women'>;

const ratingText = (rating: TeeRating | null) =>
  rating ? `${rating.courseRating.toFixed(1)} / ${rating.slope}` : 'none';
const orDash = (value: number | null) => (value === null ? '–' : String(value));

/** What changed from one version of a tee set to the next, in sentences (the first version: "Entered"). */
export function teeSetChanges(before: Comparable | undefined, after: Comparable): string[] {
  if (!before) return [`Entered ${after.holes.length} holes`];
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Name: ${before.name} → ${after.name}`);
  if ((before.colour ?? '') !== (after.colour ?? ''))
    changes.push(`Colour: ${before.colour ?? 'none'} → ${after.colour ?? 'none'}`);
  if (before.holes.length !== after.holes.length || before.holes[0]?.hole !== after.holes[0]?.hole)
    changes.push(`Holes: ${before.holes.length} → ${after.holes.length}`);
  const old = new Map(before.holes.map((hole) => [hole.hole, hole]));
  for (const hole of after.holes) {
    const was = old.get(hole.hole);
    if (!was) continue;
    const parts: string[] = [];
    if (was.par !== hole.par) parts.push(`par ${was.par} → ${hole.par}`);
    if (was.strokeIndex !== hole.strokeIndex)
      parts.push(`stroke index ${orDash(was.strokeIndex)} → ${orDash(hole.strokeIndex)}`);
    if (was.yardage !== hole.yardage) parts.push(`yardage ${orDash(was.yardage)} → ${orDash(hole.yardage)}`);
    if (parts.length > 0) changes.push(`Hole ${hole.hole}: ${parts.join(', ')}`);
  }
  for (const who of ['men', 'women'] as const) {
    if (ratingText(before[who]) !== ratingText(after[who]))
      changes.push(
        `${who === 'men' ? 'Men' : 'Women'}’s rating / slope: ${ratingText(before[who])} → ${ratingText(after[who])}`,
      );
  }
  return changes;
}
