import * as z from 'zod';
import { cleanNameText } from '../schemas/name-text';

/**
 * What a golfer can publish at an unguessable, revocable link (docs/product-rules.md, "Sharing"): their
 * map and Passport, one trip report, or one of their own lists. The sharing module owns the links; each
 * kind's owner module supplies the read-only view that the public page shows.
 */
export const SHARE_KINDS = ['profile', 'trip', 'list'] as const;
export const shareKindSchema = z.enum(SHARE_KINDS);
export type ShareKind = z.infer<typeof shareKindSchema>;

/**
 * A link's token: 16 random bytes (128 bits) in base64url, 22 characters, the only secret of a shared page
 * (functions/sharing/share-token.ts makes them). Anything else is no link at all.
 */
export const SHARE_TOKEN_LENGTH = 22;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const SHARE_TOKEN_MESSAGE = 'This is not a Fescue share link: check that the whole address was copied';
export const shareTokenSchema = z
  .string({ error: SHARE_TOKEN_MESSAGE })
  .regex(SHARE_TOKEN_PATTERN, { error: SHARE_TOKEN_MESSAGE });
export const shareTokenParamsSchema = z.object({ token: shareTokenSchema });

/** The public page's address of a token: the one path the golfer copies. */
export function sharePagePath(token: string): string {
  return `/s/${token}`;
}

export const SHARE_TITLE_MAX = 80;
export const SHARE_TITLE_MESSAGE = `A title is at most ${SHARE_TITLE_MAX} characters`;
/** What a page is called when the golfer gave it no title: their name is theirs to publish, never assumed. */
export const DEFAULT_SHARE_TITLES: Record<ShareKind, string> = {
  profile: 'A golfer’s map and Passport',
  trip: 'A golf trip',
  list: 'A golf list',
};
export const SHARE_TARGET_MESSAGE = 'Choose the trip or list to share';
export const SHARE_PROFILE_TARGET_MESSAGE =
  'A map and Passport link shares your whole profile: send no target';

/**
 * POST /api/sharing/links: publish. `targetId` names the trip or list (none for the profile, which is the
 * golfer's own); `showPhotos` is off unless the golfer turns it on; `title` is what the page and its preview
 * say, typed by the golfer (never taken from their profile).
 */
export const SHARE_KIND_MESSAGE = 'Choose what to share: your profile, a trip or a list';
export const createShareLinkSchema = z
  .object({
    kind: z.enum(SHARE_KINDS, { error: SHARE_KIND_MESSAGE }),
    targetId: z
      .string({ error: SHARE_TARGET_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: SHARE_TARGET_MESSAGE })
      .optional(),
    showPhotos: z.boolean({ error: 'showPhotos must be true or false' }).default(false),
    title: z
      .string({ error: SHARE_TITLE_MESSAGE })
      .transform((text) => cleanNameText(text).trim())
      .pipe(z.string().max(SHARE_TITLE_MAX, { error: SHARE_TITLE_MESSAGE }))
      .optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.kind === 'profile' && input.targetId !== undefined)
      context.addIssue({ code: 'custom', path: ['targetId'], message: SHARE_PROFILE_TARGET_MESSAGE });
    if (input.kind !== 'profile' && input.targetId === undefined)
      context.addIssue({ code: 'custom', path: ['targetId'], message: SHARE_TARGET_MESSAGE });
  });
export type CreateShareLink = z.input<typeof createShareLinkSchema>;

/** One of the golfer's links, as only the golfer sees it. */
export const shareLinkSchema = z.object({
  token: shareTokenSchema,
  kind: shareKindSchema,
  /** The trip's or list's id; null for the profile. */
  targetId: z.string().nullable(),
  title: z.string(),
  showPhotos: z.boolean(),
  createdAt: z.string(),
  /** The page's path, `/s/<token>`. */
  path: z.string(),
  /**
   * The link preview's card (`/photos/<ulid>.png`, served like a round's photo), or null while the golfer's
   * browser has not uploaded one: the preview then shows SHARE_FALLBACK_IMAGE.
   */
  imagePath: z.string().nullable().default(null),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinksResponseSchema = z.object({ links: z.array(shareLinkSchema) });
export type ShareLinksResponse = z.infer<typeof shareLinksResponseSchema>;
export const SHARE_LINK_NOT_FOUND_MESSAGE = 'Share link not found';
/** How many links a golfer may hold at once: far more than anyone shares, few enough to list in one read. */
export const SHARE_LINKS_MAX = 50;
export const SHARE_LINKS_MAX_MESSAGE = `You can keep up to ${SHARE_LINKS_MAX} share links: revoke one you no longer use`;

/**
 * GET /api/shared/{token}: what a public page shows, for anyone with the link and no session. `view` is the
 * kind's read-only view, made by its owner module (functions/sharing/public-views.ts) and checked against its
 * schema (shared/sharing/public-views.ts); it holds no email, no user id, no private note.
 */
export const sharedPageSchema = z.object({
  kind: shareKindSchema,
  title: z.string(),
  /** One line for link previews (og:description). */
  description: z.string(),
  showPhotos: z.boolean(),
  view: z.unknown(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;

/**
 * How long a shared answer (the page's HTML and its JSON) may be kept by CloudFront: a revoked link may still
 * answer for this long at an edge, and never longer (docs/architecture.md, "Shared pages"). Browsers keep
 * nothing (max-age=0), so a golfer's own reload after revoking sees the 404 once the edge copy ends.
 */
export const SHARED_EDGE_CACHE_SECONDS = 60;
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_EDGE_CACHE_SECONDS}`;

/**
 * The preview image of a shared page whose golfer has not published a card for it: the app's icon, a path
 * under the site (the page's tags make it absolute).
 */
export const SHARE_FALLBACK_IMAGE = '/pwa-512x512.png';

/**
 * PUT /api/sharing/links/{token}/image: the link's preview card, a 1200 x 630 PNG the golfer's browser drew
 * and uploaded to the presigned URL of POST /api/rounds/upload-url (type and size signed). `key` is that
 * upload's key; the server checks it is a PNG of this golfer's and copies it to an opaque public key.
 */
export const SHARE_CARD_CONTENT_TYPE = 'image/png';
export const SHARE_CARD_KEY_MESSAGE =
  'Name the PNG card you uploaded for this link (the key its upload URL gave)';
export const shareCardImageSchema = z
  .object({
    key: z
      .string({ error: SHARE_CARD_KEY_MESSAGE })
      .regex(/^uploads\/[A-Za-z0-9_-]{1,128}\/[0-9A-HJKMNP-TV-Z]{26}\.png$/, {
        error: SHARE_CARD_KEY_MESSAGE,
      }),
  })
  .strict();
export type ShareCardImage = z.infer<typeof shareCardImageSchema>;
