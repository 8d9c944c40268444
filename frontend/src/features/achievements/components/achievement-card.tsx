import { CheckCircle2 } from 'lucide-react';
import type { Achievement } from '#shared/schemas/achievement';
import { Badge } from '@/shared/ui/badge';
import { formatDate } from '#shared/format/date';
import { CategoryIcon } from './category-icon';
import { ProgressBar } from './progress-bar';

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  return (
    <article
      className={`achievement-card${achievement.earned ? ' achievement-card--earned' : ''}`}
      aria-labelledby={`achievement-${achievement.id}`}
    >
      <header className="achievement-card__header">
        <CategoryIcon category={achievement.category} />
        <div>
          <h3 id={`achievement-${achievement.id}`}>{achievement.title}</h3>
          <p>{achievement.description}</p>
        </div>
      </header>
      <div className="achievement-card__meta">
        <Badge variant="outline" className={`rarity rarity--${achievement.rarity}`}>
          {achievement.rarity}
        </Badge>
        <span className="achievement-card__points">+{achievement.points} pts</span>
      </div>
      {achievement.earned ? (
        <p className="achievement-card__earned">
          <CheckCircle2 aria-hidden="true" />
          Earned {achievement.earnedDate ? formatDate(achievement.earnedDate) : ''}
        </p>
      ) : (
        <ProgressBar
          progress={achievement.progress}
          maxProgress={achievement.maxProgress}
          text={achievement.progressText}
          label={`${achievement.title} progress`}
        />
      )}
    </article>
  );
}
