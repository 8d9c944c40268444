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
export function blankCard(
  holes: 9 | 18,
  nine: Nine = 'front',
  tee: readonly { hole: number; par: number; strokeIndex?: number | null }[] = [],
): EntryCard {
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
