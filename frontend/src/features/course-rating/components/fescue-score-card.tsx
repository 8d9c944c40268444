import { ratingLabel } from '#shared/ratings/fescue-score';

/**
 * Your Fescue Score: the average of the rated categories, one decimal, and its label
 * (docs/product-rules.md#ratings).
 */
export function FescueScoreCard({ score, rated }: { score: number; rated: number }) {
  return (
    <section className="fescue-score-card" aria-labelledby="fescue-score-title" aria-live="polite">
      <div>
        <h3 id="fescue-score-title" className="fescue-score-card__title">
          Your Fescue Score
        </h3>
        <p className="fescue-score-card__hint">
          Composite rating based on your inputs · {rated} of 9 categories rated
        </p>
      </div>
      <p className="fescue-score-card__score">
        <strong>{score.toFixed(1)}</strong>
        <span>/10</span>
        <span className="fescue-score-card__label">{ratingLabel(score)}</span>
      </p>
    </section>
  );
}
