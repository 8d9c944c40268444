import type { FairwayResult, Scorecard } from '#shared/scorecards/scorecard';

/** A hole as the golfer enters it: strokes may not be entered yet; the rest is optional, as on the card. */
export interface EntryHole {
  hole: number;
  par: number;
  strokeIndex: number | null;
  strokes: number | null;
  putts: number | null;
  fairway: FairwayResult | null;
  gir: boolean | null;
  penalties: number | null;
  sandShots: number | null;
}

export interface EntryCard {
  teeSetId: string | null;
  holes: EntryHole[];
}

export type Nine = 'front' | 'back';

/** The par a hole starts with when no tee gives it (docs/product-rules.md#scorecards). */
export const DEFAULT_HOLE_PAR = 4;

/**
 * A blank card for the holes played: 18, or the front or back nine. Pars and stroke indexes come from the
 * tee's holes when they are known (by hole number), else par 4 and no stroke index.
 */
export type TeeHoles = readonly { hole: number; par: number; strokeIndex?: number | null }[];

export function blankCard(holes: 9 | 18, nine: Nine = 'front', tee: TeeHoles = []): EntryCard {
  const first = holes === 9 && nine === 'back' ? 10 : 1;
  return {
    teeSetId: null,
    holes: Array.from({ length: holes }, (_, index) => {
      const number = first + index;
      const known = tee.find((hole) => hole.hole === number);
      return {
        hole: number,
        par: known?.par ?? DEFAULT_HOLE_PAR,
        strokeIndex: known?.strokeIndex ?? null,
        strokes: null,
        putts: null,
        fairway: null,
        gir: null,
        penalties: null,
        sandShots: null,
      };
    }),
  };
}

/** Whether a hole is still as the card preset it from `tee` (the golfer has entered or changed nothing). */
function untouched(hole: EntryHole, tee: TeeHoles): boolean {
  const known = tee.find((preset) => preset.hole === hole.hole);
  return (
    hole.par === (known?.par ?? DEFAULT_HOLE_PAR) &&
    hole.strokeIndex === (known?.strokeIndex ?? null) &&
    hole.strokes === null &&
    hole.putts === null &&
    hole.fairway === null &&
    hole.gir === null &&
    hole.penalties === null &&
    hole.sandShots === null
  );
}

/**
 * The card with the pars and stroke indexes of another tee (`next`, null: none) on the holes the golfer has
 * not touched since they were preset from `previous`; a hole the golfer entered or changed keeps what they
 * put (docs/product-rules.md#scorecards).
 */
export function presetFromTee(
  card: EntryCard,
  previous: TeeHoles,
  next: { id: string; holes: TeeHoles } | null,
): EntryCard {
  const tee = next?.holes ?? [];
  return {
    teeSetId: next?.id ?? null,
    holes: card.holes.map((hole) => {
      if (!untouched(hole, previous)) return hole;
      const known = tee.find((preset) => preset.hole === hole.hole);
      return { ...hole, par: known?.par ?? DEFAULT_HOLE_PAR, strokeIndex: known?.strokeIndex ?? null };
    }),
  };
}

/** A stored card as the entry edits it. */
export function entryOf(card: Scorecard): EntryCard {
  return { teeSetId: card.teeSetId, holes: card.holes.map((hole) => ({ ...hole })) };
}

/** Strokes and par over the holes entered so far, and how many holes that is. */
export function runningTotal(card: EntryCard): { strokes: number; par: number; entered: number } {
  const entered = card.holes.filter((hole) => hole.strokes !== null);
  return {
    strokes: entered.reduce((total, hole) => total + (hole.strokes ?? 0), 0),
    par: entered.reduce((total, hole) => total + hole.par, 0),
    entered: entered.length,
  };
}

/** "+3", "-1", "E" (level par). */
export function toParText(strokes: number, par: number): string {
  const difference = strokes - par;
  if (difference === 0) return 'E';
  return difference > 0 ? `+${difference}` : `${difference}`;
}

/** The running total said in words, for the live region: "42 through 9 holes, 3 over par". */
export function runningTotalSpeech(card: EntryCard): string {
  const { strokes, par, entered } = runningTotal(card);
  if (entered === 0) return 'No holes entered yet';
  const difference = strokes - par;
  const against =
    difference === 0 ? 'level par' : `${Math.abs(difference)} ${difference > 0 ? 'over' : 'under'} par`;
  return `${strokes} through ${entered} ${entered === 1 ? 'hole' : 'holes'}, ${against}`;
}

/** The hole numbers still without strokes. */
export function missingHoles(card: EntryCard): number[] {
  return card.holes.filter((hole) => hole.strokes === null).map((hole) => hole.hole);
}
