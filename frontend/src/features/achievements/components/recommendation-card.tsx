import { Gift, Pin } from 'lucide-react';
import type { AchievementRecommendation } from '#shared/schemas/achievement';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { CategoryIcon } from './category-icon';
import { ProgressBar } from './progress-bar';

/** A recommendation card; the screen shows the first two next steps (docs/product-rules.md#achievements). */
export const NEXT_STEPS_SHOWN = 2;

interface RecommendationCardProps {
  recommendation: AchievementRecommendation;
  pinned: boolean;
  pending: boolean;
  onBeginQuest: (id: string | null) => void;
}

export function RecommendationCard({
  recommendation: r,
  pinned,
  pending,
  onBeginQuest,
}: RecommendationCardProps) {
  return (
    <article className="recommendation-card" aria-labelledby={`recommendation-${r.id}`}>
      <header className="achievement-card__header">
        <CategoryIcon category={r.category} />
        <div>
          <h3 id={`recommendation-${r.id}`}>{r.title}</h3>
          <p>{r.description}</p>
        </div>
      </header>
      <div className="achievement-card__meta">
        <Badge variant="outline" className={`rarity rarity--${r.rarity}`}>
          {r.rarity}
        </Badge>
        <span className="achievement-card__points">+{r.points} pts</span>
      </div>
      <ProgressBar
        progress={r.progress}
        maxProgress={r.maxProgress}
        text={r.progressText}
        label={`${r.title} progress`}
      />
      <p className="recommendation-card__estimate">
        <span>Estimated completion:</span> {r.estimatedCompletion}
      </p>
      <p className="recommendation-card__reward">
        <Gift aria-hidden="true" />
        <span>
          <strong>Exclusive Reward:</strong> {r.reward}
        </span>
      </p>
      <ol className="recommendation-card__steps" aria-label="Next steps">
        {r.nextSteps.slice(0, NEXT_STEPS_SHOWN).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button
        variant={pinned ? 'secondary' : 'primary'}
        pending={pending}
        onClick={() => onBeginQuest(pinned ? null : r.id)}
        aria-pressed={pinned}
      >
        <Pin aria-hidden="true" />
        {pinned ? 'Pinned to Dashboard' : 'Begin Quest'}
      </Button>
    </article>
  );
}
