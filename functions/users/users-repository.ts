import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROFILE_FIELDS, type ProfileUpdate, type User } from '#shared/schemas/user';
import { cleanNameText } from '#shared/schemas/name-text';
import { Invalid, NotFound } from '../lib/errors';
import type { SignOutMarker } from '../lib/session/sign-out-marker';
import { getAccountDeletedAt } from './account-repository';
import { communityCounterUpdate } from '../community/community-counters';
import { documentClient, tableName } from '../data/dynamo-client';
import { USER_ENTITY, userKeys } from '../data/keys/user-keys';
import { CLOSING_UNTIL, type TransactItem, transactWrite } from '../data/transact-write';
import { isConditionalCheckFailure, wasCancelledByCondition } from '../data/transaction-errors';

/**
 * Why a profile write is refused (lib/errors.ts; the golfer's words: PROFILE_WORDS in shared/schemas/user.ts):
 * the profile is gone (its account was deleted meanwhile), or an email other than the sign-in's was sent.
 */
export type ProfileMiss = 'profile';
export type ProfileRefusal = 'email-from-sign-in';

/** The identity claims of a verified ID token, as sign-in hands them over. */
export interface SignInClaims {
  sub: string;
  /**
   * The address the provider verified (the token's `email` with `email_verified`: the session verifier
   * passes on no other), or null. It is the account's email, whatever the profile held before.
   */
  email?: string | null;
  givenName?: string | null;
  familyName?: string | null;
}

/** A verified session's identity as sign-in claims: the callback's new session, or the session of a request. */
export function claimsOf(session: {
  userId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}): SignInClaims {
  return {
    sub: session.userId,
    email: session.email,
    givenName: session.givenName,
    familyName: session.familyName,
  };
}

function normaliseEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** The API's User from a stored item: the keys and entity tag stay in the table. */
export function toUser(item: Record<string, unknown>): User {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : null);
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : null);
  return {
    id: String(item.id),
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    profileImageUrl: text('profileImageUrl'),
    username: text('username'),
    handicap: number('handicap'),
    ghinNumber: text('ghinNumber'),
    ghinHandicap: number('ghinHandicap'),
    isPremium: item.isPremium === true,
    leaderboardOptIn: item.leaderboardOptIn === true,
    homeCourseId: text('homeCourseId'),
    homeCourse: text('homeCourse'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

/** The profile's index keys for a verified address (the operator's lookup, pattern 55a), or none. */
function verifiedEmailIndex(email: string | null, userId: string) {
  return email ? userKeys.verifiedEmailIndex(email, userId) : undefined;
}

/**
 * Creates the user's item only if it does not exist yet. An account deleted under the same id (a provider
 * that gives a returning person their old `sub`) passes its deletion on as the new profile's last sign-out,
 * so tokens of the deleted account stay void once the new profile exists.
 */
function newUserPut(user: User, deletedAt: number | undefined) {
  return {
    TableName: tableName(),
    Item: {
      ...userKeys.profile(user.id),
      entity: USER_ENTITY,
      ...user,
      ...verifiedEmailIndex(user.email, user.id),
      ...(deletedAt === undefined ? {} : { [SIGNED_OUT_AT]: deletedAt }),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

async function getProfileItem(userId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    // Consistent: the profile page reads right after a save and must see it.
    new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true }),
  );
  return Item;
}

/** Access pattern 1: a user's profile by id (the token's sub). */
export async function getUserById(userId: string): Promise<User | undefined> {
  const item = await getProfileItem(userId);
  return item ? toUser(item) : undefined;
}

/**
 * Access pattern 2: sign-in (and GET /api/auth/user). Creates the user on first sign-in, with the member
 * count in the same transaction; idempotent, and an existing user is returned as they edited it. The one
 * thing the provider's claims change on an existing user is the email: it is the address the provider
 * verified at this sign-in (or none), with its index entry, so an address once typed on the profile, or
 * changed at the provider since, counts for nothing.
 */
export async function createUserIfAbsent(claims: SignInClaims): Promise<User> {
  const email = normaliseEmail(claims.email);
  const existing = await getProfileItem(claims.sub);
  if (existing) return refreshVerifiedEmail(existing, email);

  const deletedAt = await getAccountDeletedAt(claims.sub);
  const now = new Date().toISOString();
  const user: User = {
    id: claims.sub,
    email,
    // The profile form's rule for names (shared/schemas/name-text.ts): the provider's claims are typed too.
    firstName: cleanNameText(claims.givenName ?? '').trim() || null,
    lastName: cleanNameText(claims.familyName ?? '').trim() || null,
    profileImageUrl: null,
    username: null,
    handicap: null,
    ghinNumber: null,
    ghinHandicap: null,
    isPremium: false,
    leaderboardOptIn: false,
    homeCourseId: null,
    homeCourse: null,
    city: null,
    state: null,
    country: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The community's member count (docs/product-rules.md#community-and-events), with the user it counts.
    await transactWrite([{ Put: newUserPut(user, deletedAt) }, communityCounterUpdate({ members: 1 })]);
    return user;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) || !wasCancelledByCondition(error, 0)) throw error;
    // A concurrent first sign-in of the same user won the race: theirs is the record.
    const winner = await getProfileItem(user.id);
    if (!winner) throw error;
    return refreshVerifiedEmail(winner, email);
  }
}

/**
 * Access pattern 2b: the profile's email (and its index entry) becomes the provider-verified one. The claim an
 * older profile held on the address it had (typed, in older data) is released with it: it proves nothing, and
 * would name the golfer after their account is gone.
 */
async function refreshVerifiedEmail(item: Record<string, unknown>, email: string | null): Promise<User> {
  const userId = String(item.id);
  const index = verifiedEmailIndex(email, userId);
  const previous = typeof item.email === 'string' ? item.email : null;
  if (previous === email && item.gsi1pk === index?.gsi1pk) return toUser(item);
  const updatedAt = new Date().toISOString();
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: index
        ? 'SET email = :email, updatedAt = :now, gsi1pk = :indexPk, gsi1sk = :indexSk'
        : 'SET email = :email, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':email': email,
        ':now': updatedAt,
        ...(index ? { ':indexPk': index.gsi1pk, ':indexSk': index.gsi1sk } : {}),
      },
    },
  };
  const releaseOldClaim: TransactItem[] =
    previous && previous !== email
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: userKeys.emailClaim(previous),
              // Only the golfer's own claim; none at all is as good.
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
              ExpressionAttributeValues: { ':userId': userId },
            },
          },
        ]
      : [];
  try {
    try {
      await transactWrite([update, ...releaseOldClaim]);
    } catch (error) {
      // Another account's claim on the old address is not ours to release: the email changes all the same.
      if (!wasCancelledByCondition(error, 1)) throw error;
      await transactWrite([update]);
    }
  } catch (error) {
    if (wasCancelledByCondition(error, 0)) throw new NotFound<ProfileMiss>('profile');
    throw error;
  }
  return toUser({ ...item, email, updatedAt });
}

const UPDATABLE_FIELDS = PROFILE_FIELDS satisfies readonly (keyof ProfileUpdate & keyof User)[];

/**
 * Access pattern 3: a profile edit. A field left out is kept; null clears it. The email is not the golfer's
 * to type: it comes from the sign-in provider (pattern 2b). An `email` equal to the stored one is a client
 * sending the whole profile back and changes nothing; any other, taken or free, is the same refusal before
 * anything is written, so no answer says whether an address has an account.
 */
export async function updateUserProfile(userId: string, update: ProfileUpdate): Promise<User> {
  const current = await getUserById(userId);
  if (!current) throw new NotFound<ProfileMiss>('profile');
  if (update.email !== undefined && normaliseEmail(update.email) !== current.email) {
    throw new Invalid<ProfileRefusal>('email-from-sign-in', 'email');
  }

  const changes: Partial<User> = {};
  for (const field of UPDATABLE_FIELDS) {
    const value = update[field];
    if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
  }
  changes.updatedAt = new Date().toISOString();
  if (update.homeCourseId !== undefined) changes.homeCourseId = update.homeCourseId;
  // The city's point goes with the place it was found for: a new place without one clears the old point.
  const placeChanged = (['city', 'state', 'country'] as const).some(
    (field) => update[field] !== undefined && update[field] !== current[field],
  );
  if (update.cityPoint !== undefined || placeChanged)
    (changes as Record<string, unknown>).cityPoint = update.cityPoint ?? null;

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(changes).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#f${index} = :v${index}`;
  });
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUser(Attributes ?? {});
  } catch (error) {
    // The profile went between the read and the write (its account was deleted).
    if (isConditionalCheckFailure(error)) throw new NotFound<ProfileMiss>('profile');
    throw error;
  }
}

/** The profile item's attributes that record sign-outs; toUser never returns them. */
const SIGNED_OUT_AT = 'signedOutAt';
const SIGN_INS_AFTER_SIGN_OUT = 'signInsAfterSignOut';

/**
 * Access pattern 3a: the golfer's last sign-out, read by the session check (which caches it briefly) and by
 * sign-in and sign-out. Consistent, so a sign-out recorded a moment ago is seen. A deleted account's
 * deletion counts as its last sign-out, and an account being deleted (its closing mark, pattern A0) voids
 * every token while the mark holds.
 */
export async function getSignOutMarker(userId: string): Promise<SignOutMarker | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(userId),
      ProjectionExpression: '#at, #after, #closing',
      ExpressionAttributeNames: {
        '#at': SIGNED_OUT_AT,
        '#after': SIGN_INS_AFTER_SIGN_OUT,
        '#closing': CLOSING_UNTIL,
      },
      ConsistentRead: true,
    }),
  );
  if (!Item) {
    // No profile: a deleted account's tokens stay void until they have all expired (its marker, pattern 3d).
    const deletedAt = await getAccountDeletedAt(userId);
    return deletedAt === undefined ? undefined : { signedOutAt: deletedAt, signInsAfterSignOut: new Set() };
  }
  const signedOutAt = Item[SIGNED_OUT_AT];
  const closingUntil = Item[CLOSING_UNTIL];
  const closing = typeof closingUntil === 'number' ? { closingUntil } : {};
  // Never signed out: nothing voids a token by its age (0 voids no real `iat`), only a closing mark.
  if (typeof signedOutAt !== 'number')
    return typeof closingUntil === 'number'
      ? { signedOutAt: 0, signInsAfterSignOut: new Set(), ...closing }
      : undefined;
  const admitted = Item[SIGN_INS_AFTER_SIGN_OUT];
  return {
    signedOutAt,
    signInsAfterSignOut: admitted instanceof Set ? (admitted as Set<string>) : new Set(),
    ...closing,
  };
}

/**
 * Access pattern 3b: record a sign-out at `at` (epoch ms): every token issued up to it is void from now on,
 * and the sign-ins admitted after the previous sign-out are forgotten. Only moves forward, so two sign-outs
 * racing keep the later one. False when the user has no profile or a later sign-out is already recorded.
 */
export async function recordSignOut(userId: string, at: number): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'SET #at = :at REMOVE #after',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#at) OR #at < :at)',
        ExpressionAttributeNames: { '#at': SIGNED_OUT_AT, '#after': SIGN_INS_AFTER_SIGN_OUT },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Access pattern 3c: a sign-in completed after the sign-out recorded at `signedOutAt`, whose token still
 * carries that sign-out's second: its nonce lets it through (see isVoidedBySignOut). Conditional on that
 * sign-out still being the last one, so a newer sign-out is never undone. False when it is not.
 */
export async function recordSignInAfterSignOut(
  userId: string,
  nonce: string,
  signedOutAt: number,
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'ADD #after :nonce',
        ConditionExpression: '#at = :signedOutAt',
        ExpressionAttributeNames: { '#at': SIGNED_OUT_AT, '#after': SIGN_INS_AFTER_SIGN_OUT },
        ExpressionAttributeValues: { ':nonce': new Set([nonce]), ':signedOutAt': signedOutAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
