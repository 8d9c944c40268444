import * as z from 'zod';
import { parseHandicapText } from '#shared/handicap/handicap-text';

/**
 * GHIN's own payloads, parsed at the edge: what GHIN sends is never trusted further in.
 * GHIN's unofficial API is loose with types (course_id is "2539" or 2539, a rating 72.5 or "72.5", the index
 * "12.3", "+1.2", "NH" or 999, a count 85 or "-"), so each field is read for what it means, leniently where
 * a golfer loses nothing by it. Unknown fields are dropped. The shapes are the ones public GHIN clients
 * captured (docs/architecture.md, "GHIN as it really answers").
 */
const idText = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** A number GHIN may send as a number or as its text ("72.5"); anything else is absent. */
const looseNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'string' || value.trim() === '') return null;
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  });

/** GHIN's yes/no: true or "true". */
const looseBoolean = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((value) => value === true || value === 'true');

export const golferLoginPayloadSchema = z.object({
  golfer_user: z.object({
    golfer_user_token: z.string().min(1),
    golfer_id: idText,
    /** The golfer's email at GHIN, when the login answer carries it (the operator's access request needs one). */
    email: text.optional().transform((value) => value ?? null),
    golfers: z
      .array(
        z.object({
          ghin: idText,
          first_name: text,
          last_name: text,
        }),
      )
      .default([]),
  }),
});

/** The vendor login answers `{user, token}`; only the token is used. */
export const vendorLoginPayloadSchema = z.object({ token: z.string().min(1) });

/** GHIN's "no handicap": "NH", "WD" (withdrawn), "-" and the number 999. */
const NO_HANDICAP = new Set(['NH', 'WD', '-', '999', '999.0']);
const NO_HANDICAP_NUMBER = 999;

/**
 * A Handicap Index as GHIN writes it: "12.3" is 12.3, "+1.2" is -1.2 (WHS stores a plus handicap as negative,
 * and the sign is never dropped), "NH" or 999 (no handicap) is null. A letter GHIN appends to a revised
 * figure ("19.1M") is not part of it.
 */
export function readGhinIndex(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value !== NO_HANDICAP_NUMBER ? value : null;
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().toUpperCase();
  if (trimmed === '' || NO_HANDICAP.has(trimmed)) return null;
  return parseHandicapText(trimmed.replace(/[A-Z]+$/, '')) ?? null;
}

const handicapIndexText = z.unknown().transform(readGhinIndex);

const dateText = z
  .string()
  .nullish()
  .transform((value) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null));

/** One row of golfers/search.json: GHIN answers one per club affiliation of the golfer. */
const golferRowSchema = z.object({
  ghin: idText,
  first_name: text,
  last_name: text,
  handicap_index: handicapIndexText,
  /** The same index as GHIN shows it ("+1.2"): read when handicap_index says nothing. */
  hi_display: z.unknown().optional(),
  rev_date: dateText,
  club_name: text,
  is_home_club: looseBoolean,
  state: text,
  country: text,
});

export const golferSearchPayloadSchema = z.object({
  // One malformed row is dropped, not the golfer: the row the golfer means is chosen among the rest.
  golfers: z
    .array(z.unknown())
    .nullish()
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const parsed = golferRowSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type GhinGolferRow = z.infer<typeof golferRowSchema>;
export type GhinGolfer = Omit<GhinGolferRow, 'hi_display' | 'is_home_club'>;

/**
 * The record of the golfer a GHIN number names, among golfers/search.json's rows (one per club affiliation):
 * the home club's row, then the most recently revised one, not whichever GHIN listed first. The index is
 * the row's `handicap_index`, or its `hi_display` when that says nothing.
 */
export function golferRecordOf(rows: readonly GhinGolferRow[], ghinNumber: string): GhinGolfer | undefined {
  const own = rows.filter((row) => row.ghin === ghinNumber);
  const chosen = [...own].sort(
    (a, b) =>
      Number(b.is_home_club) - Number(a.is_home_club) || (b.rev_date ?? '').localeCompare(a.rev_date ?? ''),
  )[0];
  if (!chosen) return undefined;
  const { hi_display: display, is_home_club: _home, ...golfer } = chosen;
  return { ...golfer, handicap_index: golfer.handicap_index ?? readGhinIndex(display) };
}

/**
 * A score's hole by hole (when it was posted so), kept with its round (functions/ghin/sync/ghin-score-rule.ts
 * turns it into shared/rounds/hole-details.ts's shape). A malformed hole list is dropped, never the score.
 */
const holeDetailSchema = z.object({
  hole_number: looseNumber,
  par: looseNumber,
  raw_score: looseNumber,
  adjusted_gross_score: looseNumber,
  putts: looseNumber,
  fairway_hit: z.union([z.boolean(), z.string(), z.null()]).optional(),
  gir_flag: z.union([z.boolean(), z.string(), z.null()]).optional(),
  stroke_allocation: looseNumber,
});
export type GhinHoleDetail = z.infer<typeof holeDetailSchema>;

export const scoreSchema = z.object({
  id: idText,
  played_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((value) => value.slice(0, 10)),
  adjusted_gross_score: looseNumber.pipe(z.number().int().min(1).max(300)),
  number_of_holes: looseNumber.pipe(z.union([z.literal(9), z.literal(18)])),
  /** Fewer than number_of_holes when the golfer did not finish (WHS posts the rest as net par). */
  number_of_played_holes: looseNumber,
  course_id: idText.nullish().transform((value) => value ?? null),
  course_name: text,
  facility_name: text,
  tee_name: text,
  course_rating: looseNumber,
  slope_rating: looseNumber,
  differential: looseNumber,
  pcc: looseNumber,
  /**
   * H home, A away, T competition, C an 18-hole score combined from two 9-hole rows (which are listed too),
   * P penalty, E exceptional, N nine-hole (GHIN's score types).
   */
  score_type: text,
  /** On a 9-hole row GHIN combined into an 18-hole (C) score: that score's id, where GHIN says it. */
  parent_id: idText.nullish().transform((value) => value ?? null),
  /** On a combined (C) row: the adjusted scores of the two nines it was made from. */
  front9_adjusted: looseNumber,
  back9_adjusted: looseNumber,
  hole_details: z
    .array(holeDetailSchema)
    .nullish()
    .catch(null)
    .transform((holes) => holes ?? []),
  /** Not in every answer: where GHIN gives the course's place, matching uses it. */
  state: text,
  country: text,
});
export type GhinScore = z.infer<typeof scoreSchema>;

/**
 * A count or score of the scores envelope: a number, its text, or "-" (GHIN's answer for a golfer with no
 * scores) or absent, which count as 0 where a count is meant.
 */
const envelopeFigure = looseNumber;

/**
 * scores.json's envelope: the page's scores and GHIN's figures over all of the golfer's scores. Every figure
 * may be "-" (a golfer with no scores) or missing; the sync pages until a short page, never by total_count.
 */
export const scoresPayloadSchema = z.object({
  scores: z
    .array(z.unknown())
    .nullish()
    .transform((scores) => scores ?? []),
  total_count: envelopeFigure.transform((value) => (value !== null && value >= 0 ? Math.floor(value) : 0)),
  average: envelopeFigure,
  highest_score: envelopeFigure,
  lowest_score: envelopeFigure,
});

/**
 * The operator's access requests (GHIN's Golfer Product Access): /users/accesses.json lists, among other
 * things, each golfer asked and the golfer's answer (`pending`, `approved`, `denied`, or `inactive` once
 * revoked). A row that does not read is skipped.
 */
const accessRowSchema = z.object({
  golfer: z.object({ id: idText }),
  user_access: z.object({ gpa_status: z.string() }),
});
export const accessesPayloadSchema = z.object({
  golfers: z
    .array(z.unknown())
    .nullish()
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const parsed = accessRowSchema.safeParse(row);
        return parsed.success
          ? [{ ghinNumber: parsed.data.golfer.id, status: parsed.data.user_access.gpa_status.toLowerCase() }]
          : [];
      }),
    ),
});

/** The access request's answer: `{success: "The request was successfully sent to the Golfer."}`. */
export const accessRequestPayloadSchema = z.object({ success: z.string() });

/** A 404's body that says the token may not see this: `{"error":"AccessDenied: You are not authorized…"}`. */
export function isAccessDenied(body: string): boolean {
  return /AccessDenied/i.test(body);
}
