import {
  closeAccount,
  deleteItems,
  forgetTeeSetEditor,
  listGolferItems,
  listGolferStories,
  listStoryItemKeys,
  markAccountClosing,
  reopenAccount,
  withdrawStoryReport,
  type ItemKey,
} from '../account-repository';
import { deleteUnlock } from '../../achievements/achievements-repository';
import { cancelSeat } from '../../community/events-repository';
import { achievementKeys } from '../../data/keys/achievement-keys';
import { communityKeys } from '../../data/keys/community-keys';
import { ratingKeys } from '../../data/keys/rating-keys';
import { shareKeys } from '../../data/keys/share-keys';
import { ROUND_ENTITY } from '../../data/keys/round-keys';
import { TEE_SET_EDIT_ENTITY } from '../../data/keys/tee-set-keys';
import { userKeys } from '../../data/keys/user-keys';
import { deleteCourseRating } from '../../ratings/my-rating-repository';
import { getUserById } from '../users-repository';
import { NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { runWithConcurrency } from '../../lib/run-with-concurrency';
import { signOutCheck } from '../../lib/session/sign-out-check';
import { deleteGolferPhotos } from '../../rounds/photos';
import { revokeShareLink } from '../../sharing/share-links-repository';
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
    const sharedToken = shareKeys.tokenOfMirrorSk(sk);
    // The course's community figures lose the golfer's rating (and the reviews count one).
    if (ratedCourseId !== undefined)
      tasks.push(async () => void (await deleteCourseRating(userId, ratedCourseId)));
    // The community's achievements count loses each unlock.
    if (achievementId !== undefined) tasks.push(async () => void (await deleteUnlock(userId, achievementId)));
    // The event gets its seat back.
    if (eventId !== undefined) tasks.push(() => giveSeatBack(eventId, userId));
    // The story the golfer reported loses the report.
    if (reportedRoundId !== undefined) tasks.push(() => withdrawStoryReport(userId, reportedRoundId));
    // A link the golfer shared stops answering: its public item lives outside their partition.
    if (sharedToken !== undefined) tasks.push(async () => void (await revokeShareLink(userId, sharedToken)));
    // A tee set the golfer edited stays (it is the course's); its change item stops naming them.
    if (item.entity === TEE_SET_EDIT_ENTITY) {
      const edit = {
        courseId: String(item.courseId),
        teeSetId: String(item.teeSetId),
        version: Number(item.version),
      };
      tasks.push(() => forgetTeeSetEditor(userId, edit));
    }
  }
  return tasks;
}

async function giveSeatBack(eventId: string, userId: string): Promise<void> {
  try {
    await cancelSeat(eventId, userId);
  } catch (error) {
    // The reservation (or the event) is already gone: only the golfer's mirror is left to delete.
    if (!(error instanceof NotFound)) throw error;
    await deleteItems([communityKeys.myReservation(userId, eventId)]);
  }
}

const keyOf = (item: Record<string, unknown>): ItemKey => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * The stories of the golfer: those the story index lists (A2), and those of the shared rounds among `items`
 * (the index lags its writes a little; the round is read consistently, and its story has its round's id).
 */
async function storyItemKeys(userId: string, items: readonly Record<string, unknown>[]): Promise<ItemKey[]> {
  const roundIds = new Set((await listGolferStories(userId)).map((story) => String(story.gsi2sk)));
  for (const item of items) {
    if (item.entity === ROUND_ENTITY && item.sharedToCommunity === true) roundIds.add(String(item.id));
  }
  return (await Promise.all([...roundIds].map((roundId) => listStoryItemKeys(roundId)))).flat();
}

/**
 * One pass over the golfer's data, read after the closing mark: every shared figure an item found moved is
 * moved back (in its own transaction with that item, so a pass sent again never takes anything back twice),
 * then their stories and the rest of the items found go. The profile stays: it goes with the member count
 * (closeAccount), and in the final pass a profile found is a new sign-up's. The final pass runs this again
 * after the profile went, so what a request already past its checks wrote meanwhile (usually nothing) is
 * reversed, not only deleted: no figure keeps counting a golfer who is gone. Answers the items deleted.
 */
export async function sweepGolferPartition(userId: string): Promise<number> {
  const items = await listGolferItems(userId);
  await runWithConcurrency(sharedReversals(userId, items), REVERSAL_CONCURRENCY);
  const storyKeys = await storyItemKeys(userId, items);
  await deleteItems(storyKeys);
  // The reversals deleted their own items; what is left is read again rather than guessed.
  const profileSk = userKeys.profile(userId).sk;
  const remaining = (await listGolferItems(userId)).filter((item) => item.sk !== profileSk);
  await deleteItems(remaining.map(keyOf));
  return storyKeys.length + items.filter((item) => item.sk !== profileSk).length;
}

/**
 * Deletes every item and photo Fescue holds on the golfer, keeping the figures other golfers see exact, and
 * their sign-in in Cognito (AWS). In an order that can be sent again after any failure and finish:
 *
 * 0. the account is marked closing: from here on the session check refuses its tokens and every write that
 *    moves a shared figure (or adds a round, a story, a leaderboard entry) fails, so what the passes below
 *    read is all that will ever count (docs/data-model.md, Delete my account);
 * 1. every photo object of theirs: their rounds' photos (found through the rounds, as public keys name no
 *    golfer, so before the rounds go) and their pending uploads;
 * 2. a pass over the partition: each shared figure the golfer moved is moved back in its own transaction with
 *    the golfer's item that moved it (a course's rating aggregate, an event's seats, the community's reviews
 *    and achievements, a story's report count), and the tee-set changes they made stop naming them; then the
 *    stories they shared, with the reports on them, and the rest of the partition in batches (5,000 rounds
 *    are 200 requests), the profile excepted;
 * 3. the profile, the email claim and the community's member count in one transaction, which also leaves
 *    the deleted-account marker that voids the tokens still out there;
 * 4. the final pass, the same as the first: whatever a request in flight wrote meanwhile is reversed and
 *    deleted, and any photo uploaded meanwhile;
 * 5. in AWS, the Cognito user.
 * A failure before step 3 takes the closing mark back, so the golfer is signed in as before and can retry.
 */
export async function deleteAccount(
  userId: string,
  options: { email: string | null; cognitoUserPoolId?: string; providerUsername?: string | null },
): Promise<DeletedAccount> {
  const closingUntil = await markAccountClosing(userId, Date.now());
  // This instance reads the mark at the golfer's next request; others within the marker cache's 30 s, and
  // the open-account check holds their writes meanwhile.
  signOutCheck.forget(userId);

  let itemsDeleted: number;
  let photosDeleted: number;
  let email: string | null;
  try {
    // Photos first: the rounds are how a golfer's public photo keys are found.
    photosDeleted = await deleteGolferPhotos(userId);
    itemsDeleted = await sweepGolferPartition(userId);
    email = (await getUserById(userId))?.email ?? options.email;
  } catch (error) {
    if (closingUntil !== undefined) {
      await reopenAccount(userId, closingUntil).catch((reopenError: unknown) =>
        logger.error('A failed account deletion could not take its closing mark back', {
          error: reopenError instanceof Error ? reopenError.name : String(reopenError),
        }),
      );
      signOutCheck.forget(userId);
    }
    throw error;
  }

  await closeAccount(userId, email, Date.now());
  photosDeleted += await deleteGolferPhotos(userId);
  itemsDeleted += await sweepGolferPartition(userId);

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
  return { itemsDeleted, photosDeleted };
}
