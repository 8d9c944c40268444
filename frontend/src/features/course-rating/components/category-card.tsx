import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { RatingCategory } from '#shared/ratings/categories';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '#shared/ratings/scale';
import { Slider } from '@/shared/ui/slider';

export interface CommunityFigure {
  /** null: fewer than 3 golfers rated this category. */
  average: number | null;
  loading: boolean;
}

interface CategoryCardProps {
  category: RatingCategory;
  value: number;
  selectedTags: readonly string[];
  community: CommunityFigure;
  onChange: (value: number) => void;
  onToggleTag: (tag: string) => void;
}

export function formatRating(value: number): string {
  return value > 0 ? value.toFixed(1) : 'Not rated';
}

/**
 * One of the nine categories (docs/product-rules.md#ratings): label, description, the community's average, a
 * 0-10 slider in steps of 0.5 (arrows move half a point, Page keys a point, Home clears) and the category's
 * five quick tags.
 */
export function CategoryCard({
  category,
  value,
  selectedTags,
  community,
  onChange,
  onToggleTag,
}: CategoryCardProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <section className="rating-category" aria-labelledby={headingId}>
      <div className="rating-category__top">
        <h3 id={headingId} className="rating-category__label">
          {category.label}
        </h3>
        <output
          className={clsx('rating-category__value', value === 0 && 'rating-category__value--empty')}
          aria-live="off"
        >
          {formatRating(value)}
        </output>
      </div>
      <p id={descriptionId} className="rating-category__description">
        {category.description}
      </p>
      <p className="rating-category__community">
        Community avg{' '}
        {community.loading ? (
          <span className="rating-category__community-loading">
            <span className="visually-hidden">loading</span>
          </span>
        ) : community.average === null ? (
          <span className="rating-category__muted">not enough ratings yet</span>
        ) : (
          <strong>{community.average.toFixed(1)}</strong>
        )}
      </p>
      <div className="rating-category__slider">
        <Slider
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          value={[value]}
          onValueChange={([next]) => onChange(next ?? 0)}
          thumbLabel={category.label}
          aria-describedby={descriptionId}
          formatValue={(current) => (current > 0 ? `${current} out of 10` : 'Not rated')}
        />
        <button
          type="button"
          className="rating-category__clear"
          onClick={() => onChange(0)}
          disabled={value === 0}
          aria-label={`Clear ${category.label}`}
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <ul className="rating-category__tags" aria-label={`${category.label} quick tags`}>
        {category.tags.map((tag) => {
          const selected = selectedTags.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                className={clsx('rating-tag', selected && 'rating-tag--on')}
                aria-pressed={selected}
                onClick={() => onToggleTag(tag)}
              >
                {selected ? <Check aria-hidden="true" /> : null}
                {tag}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
