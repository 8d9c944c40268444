import { Activity, BookOpen, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommunityStory } from '#shared/schemas/community';
import { formatDate } from '#shared/format/date';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import {
  useCommunityOverview,
  useStories,
  ReportStoryDialog,
  ShareStoryDialog,
  StoryCard,
} from '@/features/community';
import './community-page.css';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import { formatNumber } from '#shared/format/number';

/**
 * Community (docs/product-rules.md#community-and-events): stories golfers chose to share, real counts,
 * opted-in members only.
 */
export default function CommunityPage() {
  const stories = useStories();
  const storiesNeedConnection = useNeedsConnection(stories.error);
  const overview = useCommunityOverview();
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState<CommunityStory | null>(null);
  const list = stories.data?.flatMap((page) => page.stories) ?? [];
  const hasMore = Boolean(stories.data?.at(-1)?.nextCursor);
  const stats = overview.data?.stats;
  const statCards = [
    { label: 'Members', value: stats?.members },
    { label: 'Reviews', value: stats?.reviews },
    { label: 'Courses', value: stats?.courses },
    { label: 'Achievements', value: stats?.achievements },
  ];

  return (
    <div className="page-container community-page">
      <title>Community · Fescue</title>
      <section className="community-hero">
        <h1>Community</h1>
        <p>Stories from members about the courses that moved them, shared by their own choice.</p>
        <div className="community-hero__actions">
          <Button asChild variant="accent">
            <Link to="/achievements#leaderboard">Join the Community</Link>
          </Button>
          <Button asChild variant="inverse">
            <a href="#stories">Explore Stories</a>
          </Button>
        </div>
      </section>

      <dl className="community-stats" aria-label="Community figures">
        {statCards.map(({ label, value }) => (
          <div key={label} className="community-stats__card">
            <dt>{label}</dt>
            <dd>{value === undefined ? (overview.error ? 'N/A' : '...') : formatNumber(value)}</dd>
          </div>
        ))}
      </dl>

      <section id="stories" aria-labelledby="stories-title" className="community-section" tabIndex={-1}>
        <div className="community-section__header">
          <h2 id="stories-title">Premium Stories</h2>
          <Button onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Share Your Golf Story
          </Button>
        </div>
        {stories.isLoading ? (
          <div className="story-grid" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="14rem" />
            ))}
          </div>
        ) : storiesNeedConnection ? (
          <NeedsConnection
            size="sm"
            title="The stories need a connection"
            onRetry={() => void stories.mutate()}
          />
        ) : stories.error ? (
          <EmptyState
            size="sm"
            title="Could not load the stories"
            action={<Button onClick={() => void stories.mutate()}>Try Again</Button>}
          />
        ) : list.length > 0 ? (
          <>
            <div className="story-grid">
              {list.map((story) => (
                <StoryCard key={story.id} story={story} onReport={setReporting} />
              ))}
            </div>
            {hasMore ? (
              <Button
                variant="secondary"
                className="community-section__more"
                pending={stories.isValidating}
                onClick={() => void stories.setSize(stories.size + 1)}
              >
                Load More Stories
              </Button>
            ) : null}
          </>
        ) : (
          <EmptyState
            size="sm"
            icon={<BookOpen />}
            title="No stories shared yet"
            description="Share a round and yours will be the first."
          />
        )}
      </section>

      <div className="community-columns">
        <Card>
          <CardHeader
            title="Featured Members"
            description="Members who chose to appear on the leaderboard"
            icon={<Users />}
          />
          <CardContent>
            {overview.isLoading ? (
              <Skeleton height="8rem" />
            ) : overview.data && overview.data.featuredMembers.length > 0 ? (
              <ol className="member-list">
                {overview.data.featuredMembers.map((member) => (
                  <li key={`${member.rank}-${member.name}`}>
                    <span className="member-list__name">{member.name}</span>
                    <span className="member-list__meta">
                      {member.prestigePoints} pts · {member.countries}{' '}
                      {member.countries === 1 ? 'country' : 'countries'}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <EmptyState
                size="sm"
                title="No featured members yet"
                description="Members appear here when they join the leaderboard."
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title="Recent Activity"
            description="Achievements of members on the leaderboard"
            icon={<Activity />}
          />
          <CardContent>
            {overview.isLoading ? (
              <Skeleton height="8rem" />
            ) : overview.data && overview.data.recentActivity.length > 0 ? (
              <ul className="member-list">
                {overview.data.recentActivity.map((item) => (
                  <li key={`${item.name}-${item.title}-${item.date}`}>
                    <span className="member-list__name">
                      {item.name} earned {item.title}
                    </span>
                    <span className="member-list__meta">{formatDate(item.date)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState size="sm" title="No recent activity yet" />
            )}
          </CardContent>
        </Card>
      </div>

      <ShareStoryDialog open={sharing} onOpenChange={setSharing} onChanged={() => void stories.mutate()} />
      <ReportStoryDialog story={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
