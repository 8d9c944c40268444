/**
 * Keys of what the Operations page reads (docs/data-model.md, "Operations"). The AUDIT, REVIEW, PREMIUM and
 * GHINRUNS partitions are written here and nowhere else. Each is small (operators' actions, reported stories,
 * premium members, one item per daily run) and read by one Query.
 *
 * Audit entry:     pk AUDIT     sk <at ISO>#<ulid>     (actorId, actorEmail, action, subject)
 * Story to review: pk REVIEW    sk STORY#<round id>    (written with a golfer's report of it)
 * Premium member:  pk PREMIUM   sk MEMBER#<sub>        (written and deleted with the profile's isPremium)
 * GHIN sync run:   pk GHINRUNS  sk RUN#<run ulid>      (startedAt, golfers; succeeded, failed, deadLettered by ADD)
 */
export const operationsKeys = {
  audit: (at: string, id: string) => ({ pk: 'AUDIT', sk: `${at}#${id}` }),
  auditPartition: () => 'AUDIT',
  storyToReview: (roundId: string) => ({ pk: 'REVIEW', sk: `STORY#${roundId}` }),
  reviewPartition: () => ({ pk: 'REVIEW', skPrefix: 'STORY#' }),
  roundIdOfReview: (sk: string) => sk.slice('STORY#'.length),
  premiumMember: (userId: string) => ({ pk: 'PREMIUM', sk: `MEMBER#${userId}` }),
  premiumPartition: () => ({ pk: 'PREMIUM', skPrefix: 'MEMBER#' }),
  userIdOfPremium: (sk: string) => sk.slice('MEMBER#'.length),
  ghinRun: (runId: string) => ({ pk: 'GHINRUNS', sk: `RUN#${runId}` }),
  ghinRunsPartition: () => ({ pk: 'GHINRUNS', skPrefix: 'RUN#' }),
} as const;

export const AUDIT_ENTITY = 'AUDIT_ENTRY';
export const STORY_REVIEW_ENTITY = 'STORY_REVIEW';
export const PREMIUM_MEMBER_ENTITY = 'PREMIUM_MEMBER';
export const GHIN_RUN_ENTITY = 'GHIN_RUN';
