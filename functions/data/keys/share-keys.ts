import { userKeys } from './user-keys';

/**
 * Keys of the share links (docs/data-model.md, "Share links"). The SHARE# and SHARELINK# prefixes are
 * written here and nowhere else; the golfer's partition comes from userKeys.
 *
 * Share link:        pk SHARE#<token>  sk LINK   (ownerId, kind, targetId, title, showPhotos, createdAt):
 *                    what the public page reads, one GetItem by the token alone.
 * Golfer's mirror:   pk USER#<sub>  sk SHARELINK#<token>   (kind, targetId, title, showPhotos, createdAt):
 *                    the golfer's list of their links, and what Delete my account finds in their partition.
 * Both are written and deleted together in one transaction.
 */
const SHARE_PREFIX = 'SHARE#';
const MIRROR_PREFIX = 'SHARELINK#';

export const shareKeys = {
  link: (token: string) => ({ pk: `${SHARE_PREFIX}${token}`, sk: 'LINK' }),
  mirror: (userId: string, token: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${MIRROR_PREFIX}${token}`,
  }),
  /** Every link of the golfer: Query `begins_with(sk, skPrefix)` in their partition. */
  mirrorsOfUser: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: MIRROR_PREFIX }),
  /** The token of a mirror's sort key, or undefined for any other item of the partition. */
  tokenOfMirrorSk: (sk: string): string | undefined =>
    sk.startsWith(MIRROR_PREFIX) ? sk.slice(MIRROR_PREFIX.length) : undefined,
} as const;

export const SHARE_LINK_ENTITY = 'SHARE_LINK';
export const SHARE_LINK_MIRROR_ENTITY = 'SHARE_LINK_MIRROR';
