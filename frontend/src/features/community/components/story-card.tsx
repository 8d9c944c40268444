import { Flag, MapPin } from 'lucide-react';
import type { CommunityStory } from '#shared/schemas/community';
import { formatDate } from '#shared/format/date';
import { scoreToPar } from '#shared/rounds/score-display';
import { Button } from '@/shared/ui/button';
import { StoryStars } from './story-stars';

interface StoryCardProps {
  story: CommunityStory;
  onReport: (story: CommunityStory) => void;
}

/**
 * A community story (docs/product-rules.md#community-and-events): course, place, member, date or Recent,
 * score and its par, notes, stars.
 */
export function StoryCard({ story, onReport }: StoryCardProps) {
  const member = [story.user.firstName, story.user.lastName].filter(Boolean).join(' ') || 'A Fescue golfer';
  return (
    <article className="story-card" aria-labelledby={`story-${story.id}`}>
      {story.image ? <img className="story-card__image" src={story.image} alt="" loading="lazy" /> : null}
      <div className="story-card__body">
        <h3 id={`story-${story.id}`}>{story.course.name}</h3>
        <p className="story-card__place">
          <MapPin aria-hidden="true" />
          {[story.course.city, story.course.country].filter(Boolean).join(', ')}
        </p>
        <p className="story-card__member">
          {member} · {story.playedAt ? formatDate(story.playedAt) : 'Recent'}
        </p>
        <p className="story-card__score">
          <span className="story-card__strokes">{story.score}</span>
          <span className="story-card__par">({scoreToPar(story.score, story.par)})</span>
          <StoryStars rating={story.overallRating} />
        </p>
        {story.notes ? <blockquote className="story-card__notes">“{story.notes}”</blockquote> : null}
        <div className="story-card__actions">
          {story.mine ? (
            <span className="story-card__mine">Your story</span>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => onReport(story)}>
              <Flag aria-hidden="true" />
              Report
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
