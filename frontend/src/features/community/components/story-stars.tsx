import { Star } from 'lucide-react';

/**
 * The round's overall rating as 1-5 stars (docs/product-rules.md#community-and-events); labelled for screen
 * readers.
 */
export function StoryStars({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  const filled = Math.round(rating);
  return (
    <span className="story-stars" role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} aria-hidden="true" className={value <= filled ? 'story-stars__on' : undefined} />
      ))}
    </span>
  );
}
