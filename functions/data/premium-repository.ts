import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBER_NOT_FOUND_MESSAGE } from '../../shared/schemas/community';
import { NotFoundError } from '../lib/errors';
import { documentClient, tableName } from './dynamo-client';
import { userKeys } from './keys/user-keys';

/**
 * Access pattern: an operator sets a golfer's premium membership by their email (the email claim names the
 * account; no payment provider is involved). 404 when no account holds the address.
 */
export async function setPremiumByEmail(email: string, isPremium: boolean): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.emailClaim(email), ConsistentRead: true }),
  );
  if (typeof Item?.userId !== 'string') throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(Item.userId),
        UpdateExpression: 'SET isPremium = :isPremium, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':isPremium': isPremium, ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') {
      throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
    }
    throw error;
  }
}
