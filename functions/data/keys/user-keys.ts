/**
 * Keys of the User entity and of its email-uniqueness claim. The USER# and EMAIL# prefixes are written here
 * and nowhere else.
 *
 * User:        pk USER#<sub>     sk PROFILE
 * Email claim: pk EMAIL#<email>  sk EMAIL     (attribute userId; makes an email belong to one user only)
 * Deleted account: pk DELETEDUSER#<sub>  sk DELETED   (deletedAt, expiresAt: voids the account's tokens
 *                  until the longest of them has expired, then goes by TTL; holds nothing else)
 */
export const userKeys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  emailClaim: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  deletedAccount: (userId: string) => ({ pk: `DELETEDUSER#${userId}`, sk: 'DELETED' }),
} as const;

export const USER_ENTITY = 'USER';
export const EMAIL_CLAIM_ENTITY = 'EMAIL_CLAIM';
export const DELETED_ACCOUNT_ENTITY = 'DELETED_ACCOUNT';
