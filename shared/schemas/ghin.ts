// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';
import { handicapPayload, handicapSchema } from './user';

/**
 * GHIN: the API contract shared by the ghin Lambda and the frontend (the rules: docs/product-rules.md#ghin).
 * GHIN's own payloads are parsed in functions/ghin/client; these are Fescue's.
 */

/** A sync imports up to the 100 most recent scores; more on request (`all`; docs/product-rules.md#ghin). */
export const GHIN_SYNC_DEFAULT_SCORES = 100;
/** The most a sync with `all` reads: GHIN keeps a golfer's scores for years, and a Lambda has 15 minutes. */
export const GHIN_SYNC_MAX_SCORES = 1000;

export const CREDENTIALS_REQUIRED_TITLE = 'Credentials Required';
export const CREDENTIALS_REQUIRED_MESSAGE = 'Please enter your GHIN username and password first.';
export const MISSING_GHIN_NUMBER_TITLE = 'Missing GHIN Number';
export const MISSING_GHIN_NUMBER_MESSAGE = 'Please enter your GHIN number.';
export const GHIN_NUMBER_MESSAGE = 'GHIN number must contain digits only (up to 10)';

/** Told truthfully: no failure shows demonstration data or "Import Complete" (docs/product-rules.md#ghin). */
export const GHIN_LOGIN_REFUSED_MESSAGE =
  'GHIN did not accept those credentials. Check your GHIN number or email and your password.';
export const GHIN_UNAVAILABLE_MESSAGE = 'GHIN is unavailable right now. Please try again later.';
export const GHIN_UNREADABLE_MESSAGE = 'GHIN sent an answer Fescue could not read. Please try again later.';
export const GHIN_NOT_CONNECTED_MESSAGE =
  'Connect your GHIN account first: sign in with your GHIN number or email and password.';
export const GHIN_GOLFER_NOT_FOUND_MESSAGE = 'GHIN has no golfer with that GHIN number.';
/**
 * GHIN's 404 AccessDenied to the operator's account: the golfer has not approved Fescue's access request (or
 * declined it). Not "wrong credentials": nothing is wrong with the golfer's login.
 */
export const GHIN_ACCESS_NOT_GIVEN_MESSAGE =
  'GHIN has not given Fescue access to your scores yet. Approve Fescue’s access request in GHIN (the GHIN app or ghin.com), or connect with your GHIN login to sync now.';

/**
 * A GHIN number the golfer typed proves nothing: anyone can type anyone's number. Fescue reads GHIN through
 * the operator's account only for a number the golfer's own GHIN login proved (docs/architecture.md, "A GHIN
 * number is read only once proved"); this sentence says so wherever a typed number is refused.
 */
export function ghinNumberNotProvedMessage(ghinNumber: string): string {
  return `GHIN # ${ghinNumber} is your own note, not verified: Fescue reads GHIN only for a number you proved. Connect with your GHIN login (Full GHIN Sync) to prove it.`;
}
/** What the Manual Entry tab tells the golfer before and after saving a number. */
export const GHIN_TYPED_NUMBER_NOTE =
  'A number typed here is your own note: Fescue shows it but never reads GHIN with it. To prove it is yours, connect with your GHIN login in Full GHIN Sync.';
export const SCHEDULED_SYNC_UNAVAILABLE_MESSAGE =
  'Keeping GHIN data in sync on a schedule is not available on this deployment.';

/** "GHIN is limiting requests. Please try again in 42 seconds." */
export function ghinRateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds >= 120) {
    return `GHIN is limiting requests. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`;
  }
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return `GHIN is limiting requests. Please try again in ${retryAfterSeconds} ${unit}.`;
}

const ghinNumberSchema = z
  .string({ error: MISSING_GHIN_NUMBER_MESSAGE })
  .trim()
  .min(1, { error: MISSING_GHIN_NUMBER_MESSAGE, abort: true })
  .regex(/^\d{1,10}$/, { error: GHIN_NUMBER_MESSAGE });

/** POST /api/ghin/connect: checked against GHIN, never stored. */
export const ghinConnectSchema = z.object({
  username: z
    .string({ error: CREDENTIALS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: CREDENTIALS_REQUIRED_MESSAGE })
    .max(254, { error: 'GHIN username must be 254 characters or fewer' }),
  password: z
    .string({ error: CREDENTIALS_REQUIRED_MESSAGE })
    .min(1, { error: CREDENTIALS_REQUIRED_MESSAGE })
    .max(256, { error: 'Password must be 256 characters or fewer' }),
});
export type GhinConnectInput = z.input<typeof ghinConnectSchema>;

/** The manual entry: a GHIN number and, optionally, the index from the golfer's card (the shared handicap rule). */
export const ghinManualEntrySchema = z.object({
  ghinNumber: ghinNumberSchema,
  handicapIndex: handicapSchema.nullable().optional(),
});
export type GhinManualEntryInput = z.input<typeof ghinManualEntrySchema>;

/** The Manual Entry form's strings; "" for the index means none. */
export const ghinManualFormSchema = z
  .object({ ghinNumber: z.string(), handicapIndex: z.string() })
  .transform(({ ghinNumber, handicapIndex }): GhinManualEntryInput => ({
    ghinNumber,
    handicapIndex: handicapPayload(handicapIndex),
  }))
  .pipe(ghinManualEntrySchema);

/** POST /api/ghin/sync (ghinNumber optional: the connected golfer's is used when absent). */
export const ghinSyncSchema = z.object({
  ghinNumber: ghinNumberSchema.optional(),
  /** More than the 100 most recent scores (docs/product-rules.md#ghin: more on request). */
  all: z.boolean({ error: 'all must be true or false' }).optional(),
});

/** PUT /api/ghin/settings */
export const ghinSettingsSchema = z.object({
  syncEnabled: z.boolean({ error: 'syncEnabled must be true or false' }),
});

/** What a GHIN sync did, as the summary screen says it. */
export const ghinSyncResultSchema = z.object({
  roundsCreated: z.number(),
  roundsUpdated: z.number(),
  coursesCreated: z.number(),
  handicapUpdated: z.boolean(),
  handicapIndex: z.number().nullable(),
  /** GHIN's revision date of that index (YYYY-MM-DD). */
  revisionDate: z.string().nullable(),
  scoresRead: z.number(),
  /** How many scores GHIN holds for the golfer (its total_count). */
  scoresAvailable: z.number(),
  totalCourses: z.number(),
  totalRounds: z.number(),
  citiesVisited: z.number(),
  countriesVisited: z.number(),
  averageScore: z.number().nullable(),
  bestScore: z.number().nullable(),
});
export type GhinSyncResult = z.infer<typeof ghinSyncResultSchema>;
export const ghinSyncResponseSchema = z.object({ results: ghinSyncResultSchema });

export const ghinConnectResponseSchema = z.object({
  connected: z.literal(true),
  ghinNumber: z.string(),
  golferName: z.string().nullable(),
  handicapIndex: z.number().nullable(),
});

/** POST /api/ghin/test. needsApiAccess is always false: Fescue has no demonstration mode. */
export const ghinTestResultSchema = z.object({
  success: z.boolean(),
  needsApiAccess: z.boolean(),
  message: z.string(),
});
export type GhinTestResult = z.infer<typeof ghinTestResultSchema>;

/** The operator account's access to a golfer's GHIN scores, as GET /api/ghin/status tells it. */
export const OPERATOR_ACCESS_STATES = ['not-requested', 'pending', 'approved', 'refused'] as const;
export type OperatorAccessState = (typeof OPERATOR_ACCESS_STATES)[number];

/** GET /api/ghin/status */
export const ghinStatusSchema = z.object({
  /** A GHIN login succeeded and its session is still good for a sync. */
  connected: z.boolean(),
  ghinNumber: z.string().nullable(),
  /**
   * The GHIN number was proved by the golfer's own GHIN login. False for a number the golfer typed (their own
   * note): Fescue never reads GHIN with it, names its owner or syncs it.
   */
  ghinNumberVerified: z.boolean(),
  /** GHIN's name for the golfer of a proved number; null for a typed one. */
  golferName: z.string().nullable(),
  handicapIndex: z.number().nullable(),
  /** GHIN's revision date of that index (YYYY-MM-DD). */
  revisionDate: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  syncEnabled: z.boolean(),
  /** This deployment has an operator's GHIN credential (without one there is no scheduled sync). */
  scheduledSyncAvailable: z.boolean(),
  nextSyncAt: z.string().nullable(),
  importedRounds: z.number(),
  /**
   * Whether GHIN lets this site's GHIN account read the golfer's scores (the scheduled sync needs it): the
   * golfer approves the access request GHIN sends them when they turn "Keep my GHIN data in sync" on.
   * `not-requested` until then; `refused` when they declined it or took it back (scheduled sync is off).
   */
  operatorAccess: z.enum(OPERATOR_ACCESS_STATES),
});
export type GhinStatus = z.infer<typeof ghinStatusSchema>;

export const ghinRemoveImportedResponseSchema = z.object({ roundsRemoved: z.number() });

/** GET /api/ghin/handicap-history: GHIN's official index as each sync found it. */
export const handicapHistorySchema = z.object({
  entries: z.array(
    z.object({ index: z.number(), revisionDate: z.string().nullable(), recordedAt: z.string() }),
  ),
});
export type HandicapHistory = z.infer<typeof handicapHistorySchema>;

/** GET /api/handicap/estimate: Fescue's WHS estimate from the golfer's own rounds. */
export const ESTIMATE_LABEL = 'Fescue estimate, not an official Handicap Index';
/** What the estimate applies and leaves out, in the golfer's words (docs/handicap.md). */
export const ESTIMATE_RULES_NOTE =
  'Applies the WHS rules for score differentials, 9-hole scores, exceptional scores and the caps. A round with a scorecard counts each hole at most net double bogey (with your index at the time and the tee’s stroke indexes; par + 5 before you have an index); a round without one counts its total as your adjusted gross score. No playing conditions calculation.';

/** The note beside the estimate: how many of the rounds it read were adjusted hole by hole. */
export function holeByHoleNote(adjusted: number, considered: number): string {
  return `${adjusted} of ${considered} ${considered === 1 ? 'round' : 'rounds'} adjusted hole by hole`;
}
export const handicapEstimateSchema = z.object({
  estimate: z.number().nullable(),
  label: z.literal(ESTIMATE_LABEL),
  /** Rounds with a course rating and slope that the estimate could read. */
  roundsConsidered: z.number(),
  /** Of those, the rounds whose card was adjusted hole by hole (Rule 3.1); the rest count their total. */
  adjustedHoleByHole: z.number().default(0),
  lowIndex: z.number().nullable(),
  cap: z.enum(['soft', 'hard']).nullable(),
  differentials: z.array(
    z.object({
      roundId: z.string(),
      playedAt: z.string(),
      differential: z.number(),
      counted: z.boolean(),
      nineHole: z.enum(['expected', 'combined']).nullable(),
      /** How the card's holes were adjusted (Rule 3.1); null when the round's total was taken as given. */
      holeAdjustment: z.enum(['net-double-bogey', 'par-plus-five']).nullable().default(null),
    }),
  ),
});
export type HandicapEstimate = z.infer<typeof handicapEstimateSchema>;
