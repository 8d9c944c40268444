import { Sparkles } from 'lucide-react';
import type { Achievement } from '#shared/schemas/achievement';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { useToast } from '@/shared/ui/toast';
import {
  byEarnedDate,
  useAchievements,
  useRecommendations,
  usePinQuest,
  AchievementCard,
  LeaderboardCard,
  RecommendationCard,
  SummaryCards,
} from '@/features/achievements';
import './achievements-page.css';

/** Six skeleton cards while loading (docs/product-rules.md#list-sizes). */
const SKELETON_CARDS = 6;

function SkeletonCards() {
  return (
    <div className="achievement-grid" role="status" aria-label="Loading achievements">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="achievement-card achievement-card--skeleton">
          <Skeleton height="2.5rem" width="2.5rem" rounded />
          <Skeleton height="1rem" width="70%" />
          <Skeleton height="0.75rem" width="90%" />
          <Skeleton height="0.5rem" />
        </div>
      ))}
    </div>
  );
}

function AchievementGrid({ achievements, empty }: { achievements: Achievement[]; empty: string }) {
  if (achievements.length === 0) return <EmptyState size="sm" title={empty} />;
  return (
    <div className="achievement-grid">
      {achievements.map((achievement) => (
        <AchievementCard key={achievement.id} achievement={achievement} />
      ))}
    </div>
  );
}

/** Achievements, titled Leaderboard (docs/product-rules.md#achievements), from the golfer's own data. */
export default function AchievementsPage() {
  const { data, error, isLoading, mutate } = useAchievements();
  const recs = useRecommendations();
  const pin = usePinQuest();
  const { toast } = useToast();
  // Offline with no copy kept, the summary, recommendations and leaderboard all wait on the same missing
  // connection ("..." cards, "Could not load" twice): one honest message stands in for them.
  const needsConnection = useNeedsConnection(error) && !data;
  const list = data?.achievements ?? [];
  const earned = list.filter((a) => a.earned).sort(byEarnedDate);
  const inProgress = list.filter((a) => !a.earned && a.progress > 0);

  const beginQuest = async (id: string | null) => {
    try {
      await pin.trigger(id);
      toast({
        title: id ? 'Quest pinned' : 'Quest unpinned',
        description: id
          ? 'Your dashboard now shows this quest and your progress.'
          : 'It no longer shows on your dashboard.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to pin the quest. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="page-container achievements-page">
      <title>Leaderboard · Fescue</title>
      <header className="achievements-page__header">
        <h1>Leaderboard</h1>
        <p>Achievements earned from your own rounds, countries, courses and ratings.</p>
      </header>
      {needsConnection ? (
        <NeedsConnection
          title="Your Leaderboard needs a connection"
          onRetry={() => {
            void mutate();
            void recs.mutate();
          }}
        />
      ) : (
        <>
          <SummaryCards summary={data?.summary} />

          <section aria-labelledby="recommendations-title" className="achievements-page__section">
            <h2 id="recommendations-title">Personalized Recommendations</h2>
            {recs.isLoading ? (
              <SkeletonCards />
            ) : recs.error ? (
              <EmptyState
                size="sm"
                title="Could not load your recommendations"
                action={<Button onClick={() => void recs.mutate()}>Try Again</Button>}
              />
            ) : recs.data && recs.data.recommendations.length > 0 ? (
              <div className="achievement-grid">
                {recs.data.recommendations.map((recommendation) => (
                  <RecommendationCard
                    key={recommendation.id}
                    recommendation={recommendation}
                    pinned={recs.data?.pinned?.id === recommendation.id}
                    pending={pin.isMutating && pin.data?.pinnedId !== recommendation.id}
                    onBeginQuest={(id) => void beginQuest(id)}
                  />
                ))}
              </div>
            ) : (
              <EmptyState
                size="sm"
                icon={<Sparkles />}
                title="You're doing great!"
                description="Keep playing and new achievement recommendations will appear."
              />
            )}
          </section>

          <section aria-labelledby="achievements-title" className="achievements-page__section">
            <h2 id="achievements-title">Achievements</h2>
            {isLoading ? (
              <SkeletonCards />
            ) : error ? (
              <EmptyState
                title="Could not load your achievements"
                description="Something went wrong while loading your achievements."
                action={<Button onClick={() => void mutate()}>Try Again</Button>}
              />
            ) : (
              <Tabs defaultValue="earned">
                <TabsList aria-label="Achievements">
                  <TabsTrigger value="earned">Earned ({earned.length})</TabsTrigger>
                  <TabsTrigger value="in-progress">In Progress ({inProgress.length})</TabsTrigger>
                  <TabsTrigger value="all">All ({list.length})</TabsTrigger>
                </TabsList>
                <TabsContent value="earned">
                  <AchievementGrid
                    achievements={earned}
                    empty="No achievements earned yet. Log a round to start."
                  />
                </TabsContent>
                <TabsContent value="in-progress">
                  <AchievementGrid achievements={inProgress} empty="Nothing in progress yet." />
                </TabsContent>
                <TabsContent value="all">
                  <AchievementGrid achievements={list} empty="No achievements." />
                </TabsContent>
              </Tabs>
            )}
          </section>

          <LeaderboardCard />
        </>
      )}
    </div>
  );
}
