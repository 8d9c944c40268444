import {
  closeAccount,
  deleteItems,
  listGolferItems,
  listGolferStories,
  listStoryItemKeys,
  withdrawStoryReport,
  type ItemKey,
} from '../../data/account-repository';
import { deleteUnlock } from '../../data/achievements-repository';
import { cancelSeat } from '../../data/events-repository';
import { achievementKeys } from '../../data/keys/achievement-keys';
import { communityKeys } from '../../data/keys/community-keys';
import { ratingKeys } from '../../data/keys/rating-keys';
import { userKeys } from '../../data/keys/user-keys';
import { deleteCourseRating } from '../../data/ratings-repository';
import { NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { runWithConcurrency } from '../../lib/run-with-concurrency';
import { deleteGolferPhotos } from '../../rounds/photos';
import { deleteProviderUser } from './provider-account';

/** Shared-aggregate reversals in flight at once: each is its own small transaction on another item. */
const REVERSAL_CONCURRENCY = 8;

export interface DeletedAccount {
  itemsDeleted: number;
  photosDeleted: number;
}

/** Where the golfer's items meet other golfers' figures: each is taken back in its own transaction. */
function sharedReversals(userId: string, items: readonly Record<string, unknown>[]) {
  const tasks: (() => Promise<void>)[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    const ratedCourseId = ratingKeys.courseIdFromRatingSk(sk);
    const achievementId = achievementKeys.achievementIdOfUnlockSk(sk);
    const eventId = communityKeys.eventIdOfMyReservationSk(sk);
    const reportedRoundId = communityKeys.roundIdOfMyStoryReportSk(sk);
    // The course's community figures lose the golfer's rating (and the reviews count one).
    if (ratedCourseId !== undefined)
      tasks.push(async () => void (await deleteCourseRating(userId, ratedCourseId)));
    // The community's achievements count loses each unlock.
    if (achievementId !== undefined) tasks.push(async () => void (await deleteUnlock(userId, achievementId)));
    // The event gets its seat back.
    if (eventId !== undefined) tasks.push(() => giveSeatBack(eventId, userId));
    // The story the golfer reported loses the report.
    if (reportedRoundId !== undefined) tasks.push(() => withdrawStoryReport(userId, reportedRoundId));
  }
  return tasks;
}

async function giveSeatBack(eventId: string, userId: string): Promise<void> {
  try {
    await cancelSeat(eventId, userId);
  } catch (error) {
    // The reservation (or the event) is already gone: only the golfer's mirror is left to delete.
    if (!(error instanceof NotFoundError)) throw error;
    await deleteItems([communityKeys.myReservation(userId, eventId)]);
  }
}

const keyOf = (item: Record<string, unknown>): ItemKey => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * Deletes every item and photo Fescue holds on the golfer, keeping the figures other golfers see exact, and
 * their sign-in in Cognito (AWS). In an order that can be sent again after any failure and finish:
 *
 * 1. each shared figure the golfer moved is moved back in its own transaction with the golfer's item that
 *    moved it (a course's rating aggregate, an event's seats, the community's reviews and achievements, a
 *    story's report count), so a retry never takes anything back twice;
 * 2. the stories they shared, with the reports on them, and every photo object (their rounds' and uploads);
 * 3. the rest of their partition in batches (5,000 rounds are 200 requests), the profile excepted;
 * 4. the profile, the email claim and the community's member count in one transaction, which also leaves
 *    the deleted-account marker that voids the tokens still out there;
 * 5. whatever a request still in flight wrote meanwhile (one more Query, usually empty);
 * 6. in AWS, the Cognito user.
 */
export async function deleteAccount(
  userId: string,
  options: { email: string | null; cognitoUserPoolId?: string; providerUsername?: string | null },
): Promise<DeletedAccount> {
  const items = await listGolferItems(userId);
  await runWithConcurrency(sharedReversals(userId, items), REVERSAL_CONCURRENCY);

  const stories = await listGolferStories(userId);
  const storyKeys = (
    await Promise.all(stories.map((story) => listStoryItemKeys(String(story.gsi2sk))))
  ).flat();
  await deleteItems(storyKeys);
  const photosDeleted = await deleteGolferPhotos(userId);

  const profileSk = userKeys.profile(userId).sk;
  const remaining = await listGolferItems(userId);
  const profile = remaining.find((item) => item.sk === profileSk);
  await deleteItems(remaining.filter((item) => item.sk !== profileSk).map(keyOf));

  const email = typeof profile?.email === 'string' ? profile.email : options.email;
  await closeAccount(userId, email, Date.now());
  const straggling = await listGolferItems(userId);
  await deleteItems(straggling.map(keyOf));

  if (options.cognitoUserPoolId && options.providerUsername) {
    try {
      await deleteProviderUser(options.cognitoUserPoolId, options.providerUsername);
    } catch (error) {
      // Everything Fescue held is gone and the session is void; a sign-in left behind holds no data (a new
      // sign-in with it starts an empty account). Logged as an error so an operator removes it.
      logger.error('Deleting the Cognito user failed after the account was deleted', {
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
    }
  }
  return { itemsDeleted: items.length + storyKeys.length + straggling.length, photosDeleted };
}
