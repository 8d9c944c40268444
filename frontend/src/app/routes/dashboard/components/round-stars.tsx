import { Star } from 'lucide-react';

/**
 * Five stars (docs/product-rules.md#dashboard), filled to the nearest whole star of a 0-10 rating; labelled
 * for screen readers.
 */
export function RoundStars({ rating }: { rating: number | null }) {
  const filled = rating === null ? 0 : Math.round(rating / 2);
  const label = rating === null ? 'Not rated' : `Rated ${rating.toFixed(1)} out of 10`;
  return (
    <span className="round-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} aria-hidden="true" className={value <= filled ? 'round-stars__on' : undefined} />
      ))}
    </span>
  );
}
