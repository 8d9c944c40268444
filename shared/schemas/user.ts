// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { parseHandicapText } from '../handicap/handicap-text';
import { cleanNameText } from './name-text';

/** The signed-in golfer as the API returns it (GET /api/auth/user, GET /api/user). */
export const userSchema = z.object({
  id: z.string(),
  /**
   * The address the sign-in provider verified (the ID token's `email` with `email_verified`), refreshed at
   * every sign-in; null when the provider verified none. Never typed by the golfer.
   */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  username: z.string().nullable(),
  handicap: z.number().nullable(),
  ghinNumber: z.string().nullable(),
  ghinHandicap: z.number().nullable(),
  isPremium: z.boolean(),
  /**
   * Appears on the leaderboard and in the community's Featured Members (off by default:
   * docs/product-rules.md#community-and-events).
   */
  leaderboardOptIn: z.boolean(),
  homeCourseId: z.string().nullable(),
  homeCourse: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Only in GET /api/auth/user's answer: the session is an operator's (Cognito group `admins`), so the menu
   * shows Operations. It hides a link, nothing more: every operator route checks the session's groups itself.
   */
  isOperator: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * 400 on PATCH /api/user/profile for any email other than the golfer's own: the address is the one the
 * sign-in provider verified, so an address no one proved is never taken as the golfer's. Every other address
 * gets these same words, whether or not an account holds it: the profile is no way to learn who has one.
 */
export const EMAIL_FROM_SIGN_IN_MESSAGE =
  'Your email is the address you sign in with, and it changes only with your sign-in.';

/** 404 for a golfer whose profile is gone (their account was deleted meanwhile). */
export const USER_NOT_FOUND_MESSAGE = 'Your profile was not found. Please sign in again.';

/**
 * What a golfer reads when a profile write is refused, by the reason functions/users/users-repository.ts
 * gives: the profile is gone, or an email other than the one the sign-in provider verified.
 */
export const PROFILE_WORDS = {
  profile: USER_NOT_FOUND_MESSAGE,
  'email-from-sign-in': EMAIL_FROM_SIGN_IN_MESSAGE,
} as const;

/** 400 for a home course id that names no course: pick it from the catalog's search. */
export const HOME_COURSE_MESSAGE = 'Choose your home course from the catalog search';

export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;
/** In golfers' terms: the lowest is a plus handicap, written "+10" on every screen (stored as -10). */
export const HANDICAP_RANGE_MESSAGE = `Handicap must be between +${-HANDICAP_MIN} and ${HANDICAP_MAX}`;

/**
 * Free text: trimmed, and an empty value clears the field (stored as null). Names other golfers see (display
 * names, the home course and its place) are NFKC without invisible characters (cleanNameText).
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(cleanNameText)
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A handicap index: a JSON number as stored (WHS: a plus handicap is negative, -2.3), or a plus handicap as
 * golfers write it ("+2.3"), read by the one rule of shared/handicap/handicap-text.ts. Other numbers come as
 * JSON numbers, as every figure of the API does ("12" is refused); the forms turn what was typed into one
 * with `handicapPayload`. The profile, the GHIN manual entry and their forms all parse with this schema.
 */
/** What a form sends for the handicap typed: its number ("+2.3" is -2.3), or the text as typed, to be refused. */
export function handicapPayload(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parseHandicapText(text) ?? text;
}

export const handicapSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim().startsWith('+') ? (parseHandicapText(value) ?? value) : value,
  z
    .number({ error: 'Handicap must be a number, like 12.4, or +2.3 for a plus handicap' })
    .min(HANDICAP_MIN, { error: HANDICAP_RANGE_MESSAGE })
    .max(HANDICAP_MAX, { error: HANDICAP_RANGE_MESSAGE })
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9, {
      error: 'Handicap can have at most one decimal place, like 12.4',
    })
    // Stored as the tenths it was accepted as: 7.4e-323 passes the check above as 0.0, and DynamoDB refuses
    // to store a number that small (a 500 found by fuzzing).
    .transform((value) => Math.round(value * 10) / 10 || 0),
);

/**
 * PATCH /api/user/profile. Every field is optional; a missing field is left unchanged,
 * an empty or null one is cleared. Unknown keys (a userId, say) are dropped: the user comes from the session.
 * `email` is accepted only as the golfer's own address (a client sending the whole profile back); any other
 * is refused with EMAIL_FROM_SIGN_IN_MESSAGE.
 */
export const profileUpdateSchema = z
  .object({
    firstName: optionalText('First name', 50),
    lastName: optionalText('Last name', 50),
    email: z
      .string({ error: 'Email must be text' })
      .trim()
      .transform((value) => (value === '' ? null : value.toLowerCase()))
      .pipe(
        z
          .email({ error: 'Enter a valid email address, like name@example.com' })
          .max(254, { error: 'Email must be 254 characters or fewer' })
          .nullable(),
      )
      .nullable()
      .optional(),
    ghinNumber: z
      .string({ error: 'GHIN number must be text' })
      .trim()
      .regex(/^\d{0,10}$/, { error: 'GHIN number must contain digits only (up to 10)' })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    handicap: handicapSchema.nullable().optional(),
    homeCourse: optionalText('Home course', 120),
    city: optionalText('City', 80),
    state: optionalText('State', 80),
    country: optionalText('Country', 80),
    /**
     * The home course picked from the catalog (its name becomes `homeCourse`); null clears the pick. A home
     * course typed by hand (`homeCourse` alone) is no catalog course and clears it too.
     */
    homeCourseId: z
      .string({ error: HOME_COURSE_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: HOME_COURSE_MESSAGE })
      .nullable()
      .optional(),
    /**
     * The city's point, placed by the offline gazetteer when the golfer saves a new place
     * (shared/geo/gazetteer.ts); null when it could not be placed. Miles Traveled measures from it.
     */
    cityPoint: z
      .object({
        // Kept to five decimals (about a metre): a gazetteer point needs no more, and DynamoDB refuses a
        // number as small as 1e-132.
        latitude: z
          .number({ error: 'Latitude must be a number' })
          .min(-90)
          .max(90)
          .transform((value) => Math.round(value * 1e5) / 1e5),
        longitude: z
          .number({ error: 'Longitude must be a number' })
          .min(-180)
          .max(180)
          .transform((value) => Math.round(value * 1e5) / 1e5),
      })
      .nullable()
      .optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: 'Nothing to update: send at least one profile field',
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The profile form's values: every input is a string, as the browser gives it. The handicap field is
 * parsed here (empty means null) so the form reports the same messages the API would.
 */
export const profileFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  ghinNumber: z.string(),
  handicap: z.string(),
  homeCourse: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The profile's editable fields (those of PATCH /api/user/profile, the email aside), in form order. */
export const PROFILE_FIELDS = profileFormSchema.keyof().options;

/** Turns the form's strings into the API payload, validated by the same schema the handler uses. */
export const profileFormToUpdateSchema = profileFormSchema
  .transform(({ handicap, ...rest }): ProfileUpdateInput => ({
    ...rest,
    // "+2.3" is a plus handicap (stored as -2.3); anything that is not handicap text stays text, which the
    // handicap schema refuses with its own message.
    handicap: handicapPayload(handicap),
  }))
  .pipe(profileUpdateSchema);
