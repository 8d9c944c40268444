import { premiumRosterWrite } from '../operations/operations-repository';
import { transactWrite } from '../data/transact-write';
import type { Member } from '#shared/schemas/community';
import { NotFound } from '../lib/errors';
import { tableName } from '../data/dynamo-client';
import { userKeys, verifiedEmailPartition } from '../data/keys/user-keys';
import { queryPages } from '../data/query-pages';
import { wasCancelledByAnyCondition } from '../data/transaction-errors';
import { toUser } from '../users/users-repository';

/**
 * Access pattern 55a: the accounts whose sign-in provider verified `email` (gsi1 `VERIFIEDEMAIL#<email>`,
 * written at sign-in; an address typed anywhere is never in it). The operator's lookup before a premium grant.
 * The index follows a sign-in within a moment.
 */
export async function findMembersByVerifiedEmail(email: string): Promise<Member[]> {
  const members: Member[] = [];
  for await (const page of queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': verifiedEmailPartition(email) },
  })) {
    for (const item of page) {
      const user = toUser(item);
      if (!user.email) continue;
      members.push({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        isPremium: user.isPremium,
        createdAt: user.createdAt,
      });
    }
  }
  return members;
}

/**
 * Access pattern 55: an operator sets a golfer's premium membership by their account id (no payment
 * provider is involved). 404 when no account has that id.
 */
export async function setPremiumForMember(userId: string, isPremium: boolean): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: userKeys.profile(userId),
          UpdateExpression: 'SET isPremium = :isPremium, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':isPremium': isPremium, ':now': new Date().toISOString() },
        },
      },
      // The Operations page's list of premium members follows the flag.
      premiumRosterWrite(userId, isPremium),
    ]);
  } catch (error) {
    if (wasCancelledByAnyCondition(error)) throw new NotFound('member');
    throw error;
  }
}
