import type { Scorecard, ScorecardHole } from '#shared/scorecards/scorecard';

/**
 * How a classic card marks a hole's score against its par: a circle for a birdie, two for an eagle or
 * better, a square for a bogey, two for a double bogey or worse; a par is left plain.
 */
export type HoleMark = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

export function holeMark(strokes: number, par: number): HoleMark {
  const difference = strokes - par;
  if (difference <= -2) return 'eagle';
  if (difference === -1) return 'birdie';
  if (difference === 0) return 'par';
  if (difference === 1) return 'bogey';
  return 'double';
}

/** What a screen reader says after the strokes ("3, birdie"). */
export const MARK_WORDS: Record<HoleMark, string> = {
  eagle: 'eagle or better',
  birdie: 'birdie',
  par: 'par',
  bogey: 'bogey',
  double: 'double bogey or worse',
};

/** The card's holes as the classic card lays them out: the front nine, then the back, each with its sum. */
export interface CardSection {
  label: 'Out' | 'In';
  holes: ScorecardHole[];
}

export function cardSections(card: Scorecard): CardSection[] {
  const front = card.holes.filter((hole) => hole.hole <= 9);
  const back = card.holes.filter((hole) => hole.hole >= 10);
  return [
    ...(front.length > 0 ? [{ label: 'Out' as const, holes: front }] : []),
    ...(back.length > 0 ? [{ label: 'In' as const, holes: back }] : []),
  ];
}

export const sumOf = (holes: readonly ScorecardHole[], pick: (hole: ScorecardHole) => number | null) => {
  const values = holes.map(pick).filter((value): value is number => value !== null);
  return values.length > 0 ? values.reduce((total, value) => total + value, 0) : null;
};

/** Which optional rows the card has figures for. */
export function cardRows(card: Scorecard): { putts: boolean; fairway: boolean; gir: boolean } {
  return {
    putts: card.holes.some((hole) => hole.putts !== null),
    fairway: card.holes.some((hole) => hole.fairway !== null),
    gir: card.holes.some((hole) => hole.gir !== null),
  };
}

export const FAIRWAY_SHORT: Record<string, string> = {
  hit: '✓',
  left: '←',
  right: '→',
  short: '↓',
  long: '↑',
  missed: '✗',
};
