import { ChevronLeft, ChevronRight, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type TouchEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { numberFromText } from '#shared/schemas/number-text';
import type { FairwayResult } from '#shared/scorecards/scorecard';
import { Button } from '@/shared/ui/button';
import { Switch } from '@/shared/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { useRoundFormContext } from '../fields/use-round-form';
import {
  blankCard,
  missingHoles,
  runningTotal,
  runningTotalSpeech,
  toParText,
  type EntryCard,
  type EntryHole,
  presetFromTee,
  type Nine,
  type TeeHoles,
} from './card-entry';
import { useCardTee } from './use-card-tee';
import './scorecard-field.css';

const FAIRWAYS: { value: FairwayResult; label: string }[] = [
  { value: 'hit', label: 'Hit' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'short', label: 'Short' },
  { value: 'long', label: 'Long' },
];

/** Phones get one hole at a time; a wider screen starts on the grid (either can be picked). */
const PHONE_QUERY = '(max-width: 640px)';
const SWIPE_PX = 60;

type Mode = 'hole' | 'grid';

function startMode(): Mode {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches ? 'hole' : 'grid';
}

/** The first message under the card's errors (a hole's field, or the card's own). */
function firstMessage(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === 'string' && errors.message) return errors.message;
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object') {
      const message = firstMessage(value as FieldErrors);
      if (message) return message;
    }
  }
  return undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The round's card, hole by hole (docs/product-rules.md#scorecards): off until the golfer turns it on; then
 * the score is the card's total and the holes the card's. On a phone one hole at a time with large plus and
 * minus controls, Previous/Next or a swipe between holes; at a desk a grid of inputs in hole order. The
 * running total against par is announced as it changes. The card lives in the form's `scorecard` value, so
 * Add Round's draft keeps it on the device as each hole is entered.
 */
export function ScorecardField() {
  const { control, setValue, formState } = useRoundFormContext();
  const card = useWatch({ control, name: 'scorecard' }) as EntryCard | null | undefined;
  const holes = useWatch({ control, name: 'holes' }) === 9 ? 9 : 18;
  const courseId = useWatch({ control, name: 'courseId' }) as string | undefined;
  const tees = useWatch({ control, name: 'tees' }) as string | null | undefined;
  // Tee sets are read only once a card is kept: a round without one needs no holes.
  const tee = useCardTee(card ? (courseId ?? '') : '', tees);
  // The tee holes the card's untouched holes were last preset from (docs/product-rules.md#scorecards).
  const presetRef = useRef<TeeHoles>([]);
  const [mode, setMode] = useState<Mode>(startMode);
  const [current, setCurrent] = useState(0);
  const switchId = useId();
  const hintId = useId();

  const setCard = (next: EntryCard | null) => {
    setValue('scorecard', next as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (!next) return;
    const { strokes, entered } = runningTotal(next);
    // The score is the card's total: it follows the card while one is kept.
    setValue('score', (entered > 0 ? strokes : '') as never, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  /** A new card for the holes played, its pars and stroke indexes from the tee where one is known. */
  const freshCard = (count: 9 | 18, nine: Nine = 'front'): EntryCard => {
    presetRef.current = tee?.holes ?? [];
    return { ...blankCard(count, nine, presetRef.current), teeSetId: tee?.id ?? null };
  };

  // The tee known (or changed in the Tees field, or loaded): its pars go on the holes not touched yet.
  useEffect(() => {
    if (!card) return;
    if ((tee?.id ?? null) === card.teeSetId) {
      presetRef.current = tee?.holes ?? [];
      return;
    }
    const next = presetFromTee(card, presetRef.current, tee);
    presetRef.current = tee?.holes ?? [];
    setValue('scorecard', next as never, { shouldDirty: true });
    // setValue is stable; the tee and the card are what this follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tee, card]);

  // A change of holes played (18 <-> 9) gives the card the holes of the new round, keeping what was entered.
  useEffect(() => {
    if (!card || card.holes.length === holes) return;
    const nine: Nine = card.holes[0]?.hole === 10 ? 'back' : 'front';
    const next = { ...blankCard(holes, nine, presetRef.current), teeSetId: card.teeSetId };
    next.holes = next.holes.map((hole) => card.holes.find((entered) => entered.hole === hole.hole) ?? hole);
    setCard(next);
    // setCard is a fresh closure each render; the card and the holes are what this follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holes, card]);

  const updateHole = (index: number, change: Partial<EntryHole>) => {
    if (!card) return;
    const holesNext = card.holes.map((hole, at) => {
      if (at !== index) return hole;
      const next = { ...hole, ...change };
      // A par 3 has no fairway to hit.
      if (next.par === 3) next.fairway = null;
      return next;
    });
    setCard({ ...card, holes: holesNext });
  };

  const chooseNine = (nine: Nine) => {
    setCurrent(0);
    setCard(freshCard(9, nine));
  };

  const error = firstMessage(formState.errors.scorecard as FieldErrors | undefined);
  const missing = card ? missingHoles(card) : [];

  return (
    <section className="scorecard-field" aria-labelledby={`${switchId}-label`}>
      <div className="scorecard-field__head">
        <div>
          <h3 className="scorecard-field__title" id={`${switchId}-label`}>
            Scorecard
          </h3>
          <p className="scorecard-field__hint" id={hintId}>
            Hole by hole, optional. Your score becomes the card&apos;s total.
          </p>
        </div>
        <Switch
          id={switchId}
          aria-label="Keep a hole-by-hole scorecard"
          aria-describedby={hintId}
          checked={Boolean(card)}
          onCheckedChange={(checked) => {
            setCurrent(0);
            setValue('scorecard', (checked ? freshCard(holes) : null) as never, { shouldDirty: true });
          }}
        />
      </div>
      {card ? (
        <>
          {holes === 9 ? (
            <div className="scorecard-field__nine" role="radiogroup" aria-label="Which nine">
              {(['front', 'back'] as const).map((nine) => (
                <Button
                  key={nine}
                  type="button"
                  size="sm"
                  variant={(card.holes[0]?.hole === 10 ? 'back' : 'front') === nine ? 'primary' : 'secondary'}
                  role="radio"
                  aria-checked={(card.holes[0]?.hole === 10 ? 'back' : 'front') === nine}
                  onClick={() => chooseNine(nine)}
                >
                  {nine === 'front' ? 'Front nine (1-9)' : 'Back nine (10-18)'}
                </Button>
              ))}
            </div>
          ) : null}
          {tee && card.teeSetId === tee.id ? (
            <p className="scorecard-field__hint">Pars from the {tee.name} tee</p>
          ) : null}
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList aria-label="Scorecard entry">
              <TabsTrigger value="hole">Hole by hole</TabsTrigger>
              <TabsTrigger value="grid">Grid</TabsTrigger>
            </TabsList>
            <TabsContent value="hole">
              <HoleByHole
                card={card}
                index={Math.min(current, card.holes.length - 1)}
                onIndex={setCurrent}
                onHole={updateHole}
              />
            </TabsContent>
            <TabsContent value="grid">
              <CardGrid card={card} onHole={updateHole} />
            </TabsContent>
          </Tabs>
          <RunningTotal card={card} />
          {formState.isSubmitted && missing.length > 0 ? (
            <p className="field__error" role="alert">
              Enter the strokes of {missing.length === 1 ? 'hole' : 'holes'} {missing.join(', ')}, or turn the
              scorecard off.
            </p>
          ) : error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RunningTotal({ card }: { card: EntryCard }) {
  const { strokes, par, entered } = runningTotal(card);
  return (
    <p className="scorecard-field__total" aria-live="polite" aria-atomic="true">
      <span className="visually-hidden">Running total: {runningTotalSpeech(card)}</span>
      <span aria-hidden="true">
        {entered === 0 ? (
          'No holes entered yet'
        ) : (
          <>
            Total <strong>{strokes}</strong> ({toParText(strokes, par)}) through {entered} of{' '}
            {card.holes.length}
          </>
        )}
      </span>
    </p>
  );
}

/** A number with large minus and plus buttons either side, and the number typed in between. */
function Stepper({
  label,
  value,
  min,
  max,
  start,
  onChange,
  large = false,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  /** Where a first tap of plus lands (par for strokes): minus lands one below. */
  start: number;
  onChange: (value: number | null) => void;
  large?: boolean;
}) {
  const step = (delta: number) =>
    onChange(
      value === null ? clamp(delta > 0 ? start : start - 1, min, max) : clamp(value + delta, min, max),
    );
  return (
    <div className={large ? 'stepper stepper--large' : 'stepper'}>
      <Button
        type="button"
        variant="secondary"
        className="stepper__button"
        aria-label={`${label}: one less`}
        onClick={() => step(-1)}
        disabled={value !== null && value <= min}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        className="input stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        aria-label={label}
        value={value ?? ''}
        placeholder="-"
        onChange={(event) => {
          const parsed = event.target.value === '' ? null : numberFromText(event.target.value);
          onChange(typeof parsed === 'number' && Number.isInteger(parsed) ? clamp(parsed, min, max) : null);
        }}
      />
      <Button
        type="button"
        variant="secondary"
        className="stepper__button"
        aria-label={`${label}: one more`}
        onClick={() => step(1)}
        disabled={value !== null && value >= max}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}

function HoleByHole({
  card,
  index,
  onIndex,
  onHole,
}: {
  card: EntryCard;
  index: number;
  onIndex: (index: number) => void;
  onHole: (index: number, change: Partial<EntryHole>) => void;
}) {
  const hole = card.holes[index];
  const touchX = useRef<number | null>(null);
  if (!hole) return null;
  const last = card.holes.length - 1;
  const go = (to: number) => onIndex(clamp(to, 0, last));
  const name = `Hole ${hole.hole}, par ${hole.par}`;

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <div className="hole-entry" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="hole-entry__top">
        <h4 className="hole-entry__title">
          Hole {hole.hole}
          <span className="hole-entry__of"> of {card.holes.length}</span>
        </h4>
        {hole.strokeIndex !== null ? (
          <span className="hole-entry__si">Stroke index {hole.strokeIndex}</span>
        ) : null}
      </div>
      <div className="hole-entry__row">
        <span className="hole-entry__label" aria-hidden="true">
          Par
        </span>
        <Stepper
          label={`Hole ${hole.hole}, par`}
          value={hole.par}
          min={3}
          max={6}
          start={4}
          onChange={(par) => onHole(index, { par: par ?? 4 })}
        />
      </div>
      <div className="hole-entry__row">
        <span className="hole-entry__label" aria-hidden="true">
          Strokes
        </span>
        <Stepper
          large
          label={`${name}, strokes`}
          value={hole.strokes}
          min={1}
          max={20}
          start={hole.par}
          onChange={(strokes) => onHole(index, { strokes })}
        />
      </div>
      <div className="hole-entry__row">
        <span className="hole-entry__label" aria-hidden="true">
          Putts
        </span>
        <Stepper
          label={`Hole ${hole.hole}, putts`}
          value={hole.putts}
          min={0}
          max={10}
          start={2}
          onChange={(putts) => onHole(index, { putts })}
        />
      </div>
      {hole.par !== 3 ? (
        <div className="hole-entry__fairway" role="group" aria-label={`Hole ${hole.hole}, fairway`}>
          {FAIRWAYS.map((fairway) => (
            <Button
              key={fairway.value}
              type="button"
              size="sm"
              variant={hole.fairway === fairway.value ? 'primary' : 'secondary'}
              aria-pressed={hole.fairway === fairway.value}
              onClick={() =>
                onHole(index, { fairway: hole.fairway === fairway.value ? null : fairway.value })
              }
            >
              {fairway.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="hole-entry__note">Par 3: no fairway to hit.</p>
      )}
      <div className="hole-entry__nav">
        <Button type="button" variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          <ChevronLeft aria-hidden="true" />
          Previous hole
        </Button>
        <Button type="button" variant="secondary" onClick={() => go(index + 1)} disabled={index === last}>
          Next hole
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

const cellNumber = (text: string, min: number, max: number): number | null => {
  const parsed = text === '' ? null : numberFromText(text);
  return typeof parsed === 'number' && Number.isInteger(parsed) ? clamp(parsed, min, max) : null;
};

/** The desk's grid: each hole's par, strokes and putts in hole order, so Tab walks the card hole by hole. */
function CardGrid({
  card,
  onHole,
}: {
  card: EntryCard;
  onHole: (index: number, change: Partial<EntryHole>) => void;
}) {
  return (
    <div className="card-grid">
      {card.holes.map((hole, index) => (
        <div key={hole.hole} className="card-grid__hole" role="group" aria-label={`Hole ${hole.hole}`}>
          <span className="card-grid__number" aria-hidden="true">
            {hole.hole}
          </span>
          <input
            className="input card-grid__par"
            type="number"
            inputMode="numeric"
            min={3}
            max={6}
            aria-label={`Hole ${hole.hole}, par`}
            value={hole.par}
            onChange={(event) => onHole(index, { par: cellNumber(event.target.value, 3, 6) ?? hole.par })}
          />
          <input
            className="input card-grid__strokes"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            aria-label={`Hole ${hole.hole}, par ${hole.par}, strokes`}
            value={hole.strokes ?? ''}
            onChange={(event) => onHole(index, { strokes: cellNumber(event.target.value, 1, 20) })}
          />
          <input
            className="input card-grid__putts"
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            aria-label={`Hole ${hole.hole}, putts`}
            placeholder="putts"
            value={hole.putts ?? ''}
            onChange={(event) => onHole(index, { putts: cellNumber(event.target.value, 0, 10) })}
          />
        </div>
      ))}
    </div>
  );
}
