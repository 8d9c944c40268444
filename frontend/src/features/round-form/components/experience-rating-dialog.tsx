import { useState } from 'react';
import { RATING_KEYS, RATING_LABELS } from '../../../../../shared/schemas/round';
import { Button } from '../../../shared/ui/button';
import { Dialog, DialogContent } from '../../../shared/ui/dialog';
import { ratingToStars, starsToRating } from '../../../../../shared/ratings/scale';
import { emptyRatings, fescueScore, ratingAverage, ratingLabel, type RoundRatings } from '../rating-summary';
import '../round-form.css';

const SCALE = [1, 2, 3, 4, 5] as const;

interface ExperienceRatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseName: string | null;
  ratings: RoundRatings;
  /**
   * The nine ratings when the golfer presses the submit button; Cancel keeps the previous ones. A promise
   * (a save) keeps the dialog open and pending until it settles, and closes it only when it answers true.
   */
  onApply: (ratings: RoundRatings) => void | Promise<boolean>;
  /** The submit button: Done in the round form, Submit Rating when the rating is saved at once. */
  submitLabel?: string;
  /** Submitting a rating needs at least one rated category (docs/product-rules.md#ratings). */
  requireRating?: boolean;
}

/** A 0-10 rating as the popup's stars: the nearest whole star (a dialog's 7.5 shows 4). */
function toStars(ratings: RoundRatings): RoundRatings {
  return Object.fromEntries(
    RATING_KEYS.map((key) => [key, ratingToStars(ratings[key]) || null]),
  ) as RoundRatings;
}

/** The stars back on the 0-10 scale; a category whose stars were not touched keeps its exact rating. */
function fromStars(stars: RoundRatings, original: RoundRatings = emptyRatings()): RoundRatings {
  const shown = toStars(original);
  return Object.fromEntries(
    RATING_KEYS.map((key) => [
      key,
      stars[key] === shown[key] ? original[key] : starsToRating(stars[key]) || null,
    ]),
  ) as RoundRatings;
}

/**
 * docs/product-rules.md#ratings: the rating popup sets the nine categories with 1 to 5 stars (or unrated) and
 * returns to the round form. The stars are mapped onto the one 0-10 scale (1 star = 2 ... 5 stars = 10):
 * `ratings` come in and go out on that scale.
 */
export function ExperienceRatingDialog({
  open,
  onOpenChange,
  courseName,
  ratings,
  onApply,
  submitLabel = 'Done',
  requireRating = false,
}: ExperienceRatingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <RatingBody
          courseName={courseName}
          initial={toStars(ratings)}
          submitLabel={submitLabel}
          requireRating={requireRating}
          onCancel={() => onOpenChange(false)}
          onDone={async (next) => {
            const applied = onApply(fromStars(next, ratings));
            if (applied === undefined || (await applied)) onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function RatingBody({
  courseName,
  initial,
  submitLabel,
  requireRating,
  onCancel,
  onDone,
}: {
  courseName: string | null;
  initial: RoundRatings;
  submitLabel: string;
  requireRating: boolean;
  onCancel: () => void;
  onDone: (ratings: RoundRatings) => Promise<void>;
}) {
  const [draft, setDraft] = useState<RoundRatings>(initial);
  const [pending, setPending] = useState(false);
  // The Fescue Score of the stars, on the 0-10 scale.
  const average = ratingAverage(fromStars(draft));
  return (
    <DialogContent
      title="Rate Your Experience"
      description={`How was ${courseName ?? 'the course'}? Rate each category from 1 to 5; leave any you'd rather skip.`}
      className="rating-dialog"
      // Focus the dialog, not its first radio: an arrow key on a focused radio would change a saved rating.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      {average !== null ? (
        <p className="rating-dialog__summary" aria-live="polite">
          Your Fescue Score <strong>{fescueScore(average).toFixed(1)}/10</strong> · {ratingLabel(average)}
        </p>
      ) : null}
      <div className="rating-dialog__list">
        {RATING_KEYS.map((key) => (
          <fieldset key={key} className="rating-dialog__category">
            <legend>{RATING_LABELS[key]}</legend>
            <div className="rating-dialog__scale">
              {SCALE.map((value) => (
                <label key={value} className="rating-dialog__option">
                  <input
                    type="radio"
                    name={key}
                    value={value}
                    checked={draft[key] === value}
                    onChange={() => setDraft((current) => ({ ...current, [key]: value }))}
                  />
                  <span>{value}</span>
                </label>
              ))}
              <button
                type="button"
                className="rating-dialog__clear"
                disabled={draft[key] === null}
                onClick={() => setDraft((current) => ({ ...current, [key]: null }))}
              >
                Clear<span className="visually-hidden"> {RATING_LABELS[key]}</span>
              </button>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="round-form__footer">
        <Button type="button" variant="ghost" onClick={() => setDraft(emptyRatings())}>
          Clear all
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="button"
          pending={pending}
          disabled={requireRating && average === null}
          onClick={() => {
            setPending(true);
            void onDone(draft).finally(() => setPending(false));
          }}
        >
          {pending ? 'Submitting...' : submitLabel}
        </Button>
      </div>
    </DialogContent>
  );
}
