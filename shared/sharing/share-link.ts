import * as z from 'zod';

/**
 * What a golfer can publish at an unguessable, revocable link (docs/product-rules.md, "Sharing"): their
 * map and Passport, one trip report, or one of their own lists. The sharing module owns the links; each
 * kind's owner module supplies the read-only view that the public page shows.
 */
export const SHARE_KINDS = ['profile', 'trip', 'list'] as const;
export const shareKindSchema = z.enum(SHARE_KINDS);
export type ShareKind = z.infer<typeof shareKindSchema>;
