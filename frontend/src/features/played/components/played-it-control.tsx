import { clsx } from 'clsx';
import { Check, Flag } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import {
  PLAYED_MARK_FIRST_YEAR,
  PLAYED_WITHOUT_ROUND_LABEL,
  playedMarkWhen,
  type PlayedMark,
} from '#shared/played/played-mark';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Select, type SelectOption } from '@/shared/ui/select';
import { usePlayedIt } from '../use-played-it';
import '../played.css';

const UNKNOWN = 'unknown';
const BEFORE_2000 = 'before-2000';

function yearOptions(thisYear: number): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = thisYear; year >= PLAYED_MARK_FIRST_YEAR; year -= 1)
    years.push({ value: String(year), label: String(year) });
  return [
    { value: UNKNOWN, label: 'I don’t remember' },
    ...years,
    { value: BEFORE_2000, label: `Before ${PLAYED_MARK_FIRST_YEAR}` },
  ];
}

function choiceOf(mark: PlayedMark | undefined): string {
  if (mark?.year != null) return mark.year < PLAYED_MARK_FIRST_YEAR ? BEFORE_2000 : String(mark.year);
  return mark?.before2000 ? BEFORE_2000 : UNKNOWN;
}

interface PlayedItControlProps {
  courseId: string;
  courseName: string;
  /** True when the caller knows rounds are logged there (the course page); else the map's status says. */
  playedByRounds?: boolean;
  /** `compact`: an icon button with its label for screen readers (search results, popups, lists). */
  variant?: 'full' | 'compact';
  className?: string;
}

/**
 * "I've played it" (docs/product-rules.md#played-without-a-round): marks a course played without a round,
 * with the year or "before 2000" if the golfer knows it. A marked course shows "Played (no round logged)",
 * which opens the same choice to change the year or take the mark away. A course with rounds logged is an
 * ordinary played course: nothing to mark. Render it only for a signed-in golfer.
 */
export function PlayedItControl({
  courseId,
  courseName,
  playedByRounds,
  variant = 'full',
  className,
}: PlayedItControlProps) {
  const { state, mark, ready, pending, save, remove } = usePlayedIt(courseId, playedByRounds);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(UNKNOWN);
  if (state === 'rounds') return null;

  // The control sits on clickable cards, result rows and popups: its clicks (the dialog's too, which React
  // bubbles through the portal) are its own.
  const own = (event: MouseEvent) => event.stopPropagation();
  const openChoice = (event: MouseEvent) => {
    event.preventDefault();
    setChoice(choiceOf(mark));
    setOpen(true);
  };
  const when = mark ? playedMarkWhen(mark) : null;
  const label =
    state === 'marked'
      ? `${courseName}: ${PLAYED_WITHOUT_ROUND_LABEL}${when ? `, ${when}` : ''}. Change`
      : `I've played ${courseName}`;

  const submit = async () => {
    const input =
      choice === UNKNOWN ? {} : choice === BEFORE_2000 ? { before2000: true } : { year: Number(choice) };
    setOpen(false);
    await save(input);
  };

  return (
    <span className={clsx('played-it', className)} onClick={own}>
      {state === 'marked' ? (
        <button
          type="button"
          className={clsx('played-it__mark', variant === 'compact' && 'played-it__mark--compact')}
          aria-label={label}
          title={label}
          disabled={!ready || pending}
          onClick={openChoice}
        >
          <Check aria-hidden="true" />
          <span className={variant === 'compact' ? 'visually-hidden' : undefined}>
            {PLAYED_WITHOUT_ROUND_LABEL}
          </span>
        </button>
      ) : variant === 'compact' ? (
        <button
          type="button"
          className="played-it__icon"
          aria-label={label}
          title={label}
          disabled={!ready || pending}
          onClick={openChoice}
        >
          <Flag aria-hidden="true" />
        </button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={label}
          disabled={!ready}
          pending={pending}
          onClick={openChoice}
        >
          <Flag aria-hidden="true" />
          I've played it
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="played-it__dialog"
          title={state === 'marked' ? `When you played ${courseName}` : `I've played ${courseName}`}
          description="No round to log: it counts in your courses, countries and map, never in your scores or handicap."
        >
          <form
            className="played-it__form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Field label="When (optional)">
              <Select
                options={yearOptions(new Date().getFullYear())}
                value={choice}
                onValueChange={setChoice}
              />
            </Field>
            <div className="played-it__actions">
              {state === 'marked' ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setOpen(false);
                    void remove();
                  }}
                >
                  Remove mark
                </Button>
              ) : null}
              <Button type="submit">{state === 'marked' ? 'Save' : 'Mark as played'}</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </span>
  );
}

/** The "Played (no round logged)" label of a course listed as played by the golfer's mark alone. */
export function PlayedWithoutRoundLabel({ className }: { className?: string }) {
  return (
    <span className={clsx('played-it__label', className)}>
      <Check aria-hidden="true" />
      {PLAYED_WITHOUT_ROUND_LABEL}
    </span>
  );
}
