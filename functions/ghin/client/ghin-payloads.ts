import * as z from 'zod';
import { parseHandicapText } from '../../../shared/handicap/handicap-text';

/**
 * GHIN's own payloads (DESIGN.md §6), parsed at the edge: what GHIN sends is never trusted further in.
 * GHIN's unofficial API is loose with types (course_id is "2539" or 2539, the index "12.3", "+1.2" or
 * "NH"), so each field is read for what it means. Unknown fields are dropped.
 */
const idText = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

export const golferLoginPayloadSchema = z.object({
  golfer_user: z.object({
    golfer_user_token: z.string().min(1),
    golfer_id: idText,
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

export const vendorLoginPayloadSchema = z.object({ token: z.string().min(1) });

/** "12.3" is 12.3, "+1.2" is -1.2 (WHS stores a plus handicap as negative), "NH" (no handicap) is null. */
const handicapIndexText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (typeof value === 'number') return value;
    return value ? (parseHandicapText(value) ?? null) : null;
  });

const dateText = z
  .string()
  .nullish()
  .transform((value) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null));

export const golferSearchPayloadSchema = z.object({
  golfers: z
    .array(
      z.object({
        ghin: idText,
        first_name: text,
        last_name: text,
        handicap_index: handicapIndexText,
        rev_date: dateText,
        club_name: text,
        state: text,
        country: text,
      }),
    )
    .default([]),
});
export type GhinGolfer = z.infer<typeof golferSearchPayloadSchema>['golfers'][number];

export const scoreSchema = z.object({
  id: idText,
  played_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((value) => value.slice(0, 10)),
  adjusted_gross_score: z.number().int().min(1).max(300),
  number_of_holes: z.union([z.literal(9), z.literal(18)]),
  course_id: idText.nullish().transform((value) => value ?? null),
  course_name: text,
  facility_name: text,
  tee_name: text,
  course_rating: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  slope_rating: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  differential: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  pcc: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  score_type: text,
  /** Not in every answer: where GHIN gives the course's place, matching uses it. */
  state: text,
  country: text,
});
export type GhinScore = z.infer<typeof scoreSchema>;

export const scoresPayloadSchema = z.object({
  scores: z.array(z.unknown()).default([]),
  total_count: z.number().int().min(0),
});
