import { OPERATIONS_OPERATOR_ONLY_MESSAGE, type OperationsOverview } from '#shared/schemas/operations';
import { getCommunityStats } from '../../community/community-counters';
import { listUpcomingEvents } from '../../community/events-repository';
import { batchGet } from '../../data/batch-get';
import { communityKeys } from '../../data/keys/community-keys';
import { userKeys } from '../../data/keys/user-keys';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';
import { getCatalogSources } from '../catalog-sources';
import { listLedger } from '../migrations-ledger';
import { listGhinRuns, listPremiumMemberIds, listStoriesToReview } from '../operations-repository';

const LIST_LIMIT = 50;

/**
 * GET /api/admin/operations: the Operations page (operators only, Cognito group `admins`): the catalog by
 * source, the migrations ledger, the latest GHIN sync runs, reported stories, upcoming events and premium
 * members. Each part is one Query or GetItem (docs/data-model.md, "Operations").
 */
export const getOperations: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    if (!isOperator(session)) throw new ForbiddenError(OPERATIONS_OPERATOR_ONLY_MESSAGE);
    const today = new Date().toISOString().slice(0, 10);
    const [sources, stats, ledger, runs, storyIds, events, memberIds] = await Promise.all([
      getCatalogSources(),
      getCommunityStats(),
      listLedger(),
      listGhinRuns(7),
      listStoriesToReview(LIST_LIMIT),
      listUpcomingEvents(today, LIST_LIMIT),
      listPremiumMemberIds(LIST_LIMIT),
    ]);
    const [stories, members] = await Promise.all([
      batchGet(storyIds.map((id) => communityKeys.story(id))),
      batchGet(memberIds.map((id) => userKeys.profile(id))),
    ]);
    const imported = sources.opengolfapi + sources.openstreetmap;
    const body: OperationsOverview = {
      catalog: {
        total: Math.max(stats.courses, sources.curated + imported),
        bySource: sources,
        golfersCourses: Math.max(0, stats.courses - sources.curated - imported),
      },
      migrations: ledger.map(({ cursor: _cursor, ...entry }) => entry),
      ghin: { runs },
      reportedStories: stories
        .map((story) => ({
          id: String(story.roundId ?? String(story.pk).slice('STORY#'.length)),
          courseId: String(story.courseId ?? ''),
          playedAt: String(story.playedAt ?? ''),
          reportCount: typeof story.reportCount === 'number' ? story.reportCount : 0,
          hidden: story.hidden === true,
        }))
        .sort((a, b) => b.reportCount - a.reportCount),
      events: events.map((event) => ({
        id: event.id,
        title: event.title,
        startDate: event.startDate,
        spotsFilled: event.spotsFilled,
        maxAttendees: event.maxAttendees,
      })),
      premiumMembers: members.map((member) => ({
        id: String(member.id),
        name:
          [member.givenName, member.familyName].filter((part) => typeof part === 'string').join(' ') ||
          String(member.id),
      })),
    };
    return json(200, body);
  },
};
