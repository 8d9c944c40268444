import { ArrowRight, Pin } from 'lucide-react';
import type { RecommendationsResponse } from '#shared/schemas/achievement';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useRecommendations, ProgressBar } from '@/features/achievements';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { useDeferredAnswer, type Answer } from '@/shared/lib/use-deferred-answer';

/**
 * The quest the golfer pinned with Begin Quest on the Leaderboard screen
 * (docs/product-rules.md#achievements): its progress, the estimate from their own pace and the next step.
 * Shown only once a quest is pinned, at the foot of the sidebar, so nothing above it moves when it arrives.
 */
export function QuestCard() {
  return <Quest answer={useDeferredAnswer(useRecommendations())} />;
}

/** The card as its (deferred) answer renders it: skipped while the answer is the same. */
const Quest = memo(function Quest({ answer: { data } }: { answer: Answer<RecommendationsResponse> }) {
  const quest = data?.pinned;
  if (!quest) return null;
  const earned = quest.progress >= quest.maxProgress;
  return (
    <Card className="quest-card">
      <CardHeader title="Your quest" icon={<Pin />} />
      <CardContent>
        <p className="quest-card__title">{quest.title}</p>
        <p className="quest-card__description">{quest.description}</p>
        <ProgressBar
          progress={quest.progress}
          maxProgress={quest.maxProgress}
          text={quest.progressText}
          label={`${quest.title} progress`}
        />
        <p className="quest-card__estimate">
          {earned ? 'Earned: choose your next quest.' : `Estimated completion: ${quest.estimatedCompletion}`}
        </p>
        {!earned && quest.nextSteps[0] ? (
          <p className="quest-card__step">Next: {quest.nextSteps[0]}</p>
        ) : null}
        <Link className="quest-card__link" to="/achievements">
          See it on the Leaderboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
});
