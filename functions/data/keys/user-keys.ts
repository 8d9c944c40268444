/**
 * Keys of the User entity and of its older email claim. The USER#, EMAIL#, VERIFIEDEMAIL# and DELETEDUSER#
 * prefixes are written here and nowhere else.
 *
 * User:        pk USER#<sub>     sk PROFILE
 *              gsi1 VERIFIEDEMAIL#<email> / <sub>   (only with an address the sign-in provider verified: the
 *              operator's lookup of an account by email; several accounts may hold one, one per provider)
 * Email claim: pk EMAIL#<email>  sk EMAIL     (attribute userId; no longer written: the address was typed on
 *              the profile and proved nothing. Older ones are released with their account.)
 * Refresh session: pk USER#<sub>  sk REFRESHSESSION#<lookup id>   (the provider's refresh token, sealed with
 *                  the browser cookie's secret; the lookup id is that secret's SHA-256. expiresAt: TTL.
 *                  docs/architecture.md, "Staying signed in")
 * Deleted account: pk DELETEDUSER#<sub>  sk DELETED   (deletedAt, expiresAt: voids the account's tokens
 *                  until the longest of them has expired, then goes by TTL; holds nothing else)
 */
export const userKeys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  emailClaim: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  verifiedEmailIndex: (email: string, userId: string) => ({
    gsi1pk: verifiedEmailPartition(email),
    gsi1sk: userId,
  }),
  refreshSession: (userId: string, lookupId: string) => ({
    pk: `USER#${userId}`,
    sk: `REFRESHSESSION#${lookupId}`,
  }),
  deletedAccount: (userId: string) => ({ pk: `DELETEDUSER#${userId}`, sk: 'DELETED' }),
} as const;

export function verifiedEmailPartition(email: string): string {
  return `VERIFIEDEMAIL#${email.toLowerCase()}`;
}

export const USER_ENTITY = 'USER';
export const REFRESH_SESSION_ENTITY = 'REFRESH_SESSION';
export const DELETED_ACCOUNT_ENTITY = 'DELETED_ACCOUNT';
