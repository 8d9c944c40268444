import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { getAccountDeletedAt } from './account-repository';
import { communityCounterUpdate } from './community-counters';
import { transactWrite, type TransactItem } from './transact-write';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  EMAIL_UNAVAILABLE_MESSAGE,
  PROFILE_FIELDS,
  type ProfileUpdate,
  type User,
} from '../../shared/schemas/user';
import { cleanNameText } from '../../shared/schemas/name-text';
import { ConflictError, NotFoundError } from '../lib/errors';
import type { SignOutMarker } from '../lib/session/sign-out-marker';
import { documentClient, tableName } from './dynamo-client';
import { EMAIL_CLAIM_ENTITY, USER_ENTITY, userKeys } from './keys/user-keys';
import { isConditionalCheckFailure, wasCancelledByCondition } from './transaction-errors';

export const USER_NOT_FOUND_MESSAGE = 'Your profile was not found. Please sign in again.';
export const PROFILE_CHANGED_MESSAGE = 'Your profile changed while saving. Reload the page and try again.';

/** The identity claims of a verified ID token, as sign-in hands them over. */
export interface SignInClaims {
  sub: string;
  email?: string | null;
  givenName?: string | null;
  familyName?: string | null;
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
      ...(deletedAt === undefined ? {} : { [SIGNED_OUT_AT]: deletedAt }),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

function emailClaimPut(email: string, userId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...userKeys.emailClaim(email), entity: EMAIL_CLAIM_ENTITY, userId },
      // Free, or already this user's (a retried sign-in or a change back to one's own address).
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    },
  };
}

/** Access pattern 1: a user's profile by id (the token's sub). */
export async function getUserById(userId: string): Promise<User | undefined> {
  const { Item } = await documentClient().send(
    // Consistent: the profile page reads right after a save and must see it.
    new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true }),
  );
  return Item ? toUser(Item) : undefined;
}

/**
 * Access pattern 2: first sign-in. Idempotent: an existing user is returned unchanged (their edits win over
 * the provider's claims). The user and the claim on their email are written in one transaction; when the
 * email already belongs to another account, the user is created without an email rather than refused.
 */
export async function createUserIfAbsent(claims: SignInClaims): Promise<User> {
  const existing = await getUserById(claims.sub);
  if (existing) return existing;

  const deletedAt = await getAccountDeletedAt(claims.sub);
  const now = new Date().toISOString();
  const user: User = {
    id: claims.sub,
    email: normaliseEmail(claims.email),
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
  if (user.email) {
    try {
      await transactWrite([
        { Put: newUserPut(user, deletedAt) },
        emailClaimPut(user.email, user.id),
        // The community's member count (issue 18), with the user it counts.
        communityCounterUpdate({ members: 1 }),
      ]);
      return user;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      // A concurrent first sign-in of the same user won the race: theirs is the record.
      if (wasCancelledByCondition(error, 0)) return existingOrThrow(user.id, error);
      if (!wasCancelledByCondition(error, 1)) throw error;
    }
  }

  // No email, or it is someone else's: the user is created without one.
  const withoutEmail: User = { ...user, email: null };
  try {
    await transactWrite([
      { Put: newUserPut(withoutEmail, deletedAt) },
      communityCounterUpdate({ members: 1 }),
    ]);
    return withoutEmail;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) || !wasCancelledByCondition(error, 0)) throw error;
    return existingOrThrow(user.id, error);
  }
}

/** After losing a create race the winner's record is the answer; if even that is missing, the error stands. */
async function existingOrThrow(userId: string, error: unknown): Promise<User> {
  const winner = await getUserById(userId);
  if (!winner) throw error;
  return winner;
}

const UPDATABLE_FIELDS = PROFILE_FIELDS satisfies readonly (keyof ProfileUpdate & keyof User)[];

/**
 * Access pattern 4: a profile edit. A field left out is kept; null clears it. A new email is claimed, the old
 * claim released and the user updated in one transaction, so an address never belongs to two accounts.
 */
export async function updateUserProfile(userId: string, update: ProfileUpdate): Promise<User> {
  const current = await getUserById(userId);
  if (!current) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);

  const changes: Partial<User> = {};
  for (const field of UPDATABLE_FIELDS) {
    const value = update[field];
    if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
  }
  if (changes.email !== undefined) changes.email = normaliseEmail(changes.email);
  changes.updatedAt = new Date().toISOString();

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = current.email
    ? { ':currentEmail': current.email }
    : { ':null': 'NULL' };
  const assignments = Object.entries(changes).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#f${index} = :v${index}`;
  });
  names['#email'] = 'email';
  const userUpdate = {
    TableName: tableName(),
    Key: userKeys.profile(userId),
    UpdateExpression: `SET ${assignments.join(', ')}`,
    // The email read above is still the stored one, so the claims released and taken below are the right ones.
    ConditionExpression: current.email
      ? 'attribute_exists(pk) AND #email = :currentEmail'
      : 'attribute_exists(pk) AND (attribute_not_exists(#email) OR attribute_type(#email, :null))',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };

  const emailChanges = changes.email !== undefined && changes.email !== current.email;
  if (!emailChanges) {
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({ ...userUpdate, ReturnValues: 'ALL_NEW' }),
      );
      return toUser(Attributes ?? {});
    } catch (error) {
      if (isConditionalCheckFailure(error)) throw await staleProfileError(userId);
      throw error;
    }
  }

  const newEmail = changes.email ?? null;
  const transactItems: TransactItem[] = [{ Update: userUpdate }];
  if (newEmail) transactItems.push(emailClaimPut(newEmail, userId));
  if (current.email) {
    transactItems.push({
      Delete: {
        TableName: tableName(),
        Key: userKeys.emailClaim(current.email),
        // Only our own claim is released; a missing one (older data) is no reason to refuse the edit.
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      },
    });
  }
  try {
    await transactWrite(transactItems);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (newEmail && wasCancelledByCondition(error, 1)) throw new ConflictError(EMAIL_UNAVAILABLE_MESSAGE);
    if (wasCancelledByCondition(error, 0)) throw await staleProfileError(userId);
    throw error;
  }
  return { ...current, ...changes };
}

/** The user vanished or their email changed between our read and our write. */
async function staleProfileError(userId: string): Promise<Error> {
  return (await getUserById(userId))
    ? new ConflictError(PROFILE_CHANGED_MESSAGE)
    : new NotFoundError(USER_NOT_FOUND_MESSAGE);
}

/** The profile item's attributes that record sign-outs; toUser never returns them. */
const SIGNED_OUT_AT = 'signedOutAt';
const SIGN_INS_AFTER_SIGN_OUT = 'signInsAfterSignOut';

/**
 * Access pattern 3a: the golfer's last sign-out, read by the session check (which caches it briefly) and by
 * sign-in and sign-out. Consistent, so a sign-out recorded a moment ago is seen. A deleted account's
 * deletion counts as its last sign-out.
 */
export async function getSignOutMarker(userId: string): Promise<SignOutMarker | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(userId),
      ProjectionExpression: '#at, #after',
      ExpressionAttributeNames: { '#at': SIGNED_OUT_AT, '#after': SIGN_INS_AFTER_SIGN_OUT },
      ConsistentRead: true,
    }),
  );
  if (!Item) {
    // No profile: a deleted account's tokens stay void until they have all expired (its marker, pattern 3d).
    const deletedAt = await getAccountDeletedAt(userId);
    return deletedAt === undefined ? undefined : { signedOutAt: deletedAt, signInsAfterSignOut: new Set() };
  }
  const signedOutAt = Item[SIGNED_OUT_AT];
  if (typeof signedOutAt !== 'number') return undefined;
  const admitted = Item[SIGN_INS_AFTER_SIGN_OUT];
  return {
    signedOutAt,
    signInsAfterSignOut: admitted instanceof Set ? (admitted as Set<string>) : new Set(),
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
