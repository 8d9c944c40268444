import { useState } from 'react';
import { RATING_KEYS, RATING_LABELS } from '../../../../../shared/schemas/round';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { emptyRatings, fescueScore, ratingAverage, ratingLabel, type RoundRatings } from '../rating-summary';

const SCALE = [1, 2, 3, 4, 5] as const;

interface ExperienceRatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseName: string | null;
  ratings: RoundRatings;
  /** The nine ratings when the golfer presses Done; Cancel keeps the previous ones. */
  onApply: (ratings: RoundRatings) => void;
}

/** Spec §4: the rating popup sets the nine categories (1 to 5, or unrated) and returns to the round form. */
export function ExperienceRatingDialog({
  open,
  onOpenChange,
  courseName,
  ratings,
  onApply,
}: ExperienceRatingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <RatingBody
          courseName={courseName}
          initial={ratings}
          onCancel={() => onOpenChange(false)}
          onDone={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function RatingBody({
  courseName,
  initial,
  onCancel,
  onDone,
}: {
  courseName: string | null;
  initial: RoundRatings;
  onCancel: () => void;
  onDone: (ratings: RoundRatings) => void;
}) {
  const [draft, setDraft] = useState<RoundRatings>(initial);
  const average = ratingAverage(draft);
  return (
    <DialogContent
      title="Rate Your Experience"
      description={`How was ${courseName ?? 'the course'}? Rate each category from 1 to 5; leave any you'd rather skip.`}
      className="rating-dialog"
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
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onDone(draft)}>
          Done
        </Button>
      </div>
    </DialogContent>
  );
}
