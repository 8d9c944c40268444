import { DEFAULT_PAR } from '../schemas/course-figures';

/** Score against par (docs/product-rules.md#score-display): "E" at par, "+n" over, "-n" under. */
export function scoreToPar(score: number, par: number | null | undefined = DEFAULT_PAR): string {
  const diff = score - (par ?? DEFAULT_PAR);
  if (diff === 0) return 'E';
  return diff > 0 ? `+${diff}` : `${diff}`;
}

/** The round list's form (docs/product-rules.md#score-display): "85 (+13)", "72 (E)", "70 (-2)". */
export function scoreWithPar(score: number, par: number | null | undefined = DEFAULT_PAR): string {
  return `${score} (${scoreToPar(score, par)})`;
}

export type ScoreBadgeTone = 'green' | 'blue' | 'yellow' | 'grey';

/**
 * Badge colour (docs/product-rules.md#score-display): green 2 or more under, blue at par or under, yellow up
 * to 5 over, grey beyond.
 */
export function scoreBadgeTone(score: number, par: number | null | undefined = DEFAULT_PAR): ScoreBadgeTone {
  const diff = score - (par ?? DEFAULT_PAR);
  if (diff <= -2) return 'green';
  if (diff <= 0) return 'blue';
  if (diff <= 5) return 'yellow';
  return 'grey';
}

/**
 * The best score's label (docs/product-rules.md#stats): "Best Score", or "Best 9-hole Score" when the golfer
 * has only nines.
 */
export function bestScoreLabel(holes: 9 | 18 | null | undefined): string {
  return holes === 9 ? 'Best 9-hole Score' : 'Best Score';
}

/** A score against its own round's par in words: "2 over par 72", "3 under par 70", "even par 36". */
export function againstParWords(score: number, par: number): string {
  const diff = score - par;
  if (diff === 0) return `even par ${par}`;
  return diff < 0 ? `${-diff} under par ${par}` : `${diff} over par ${par}`;
}
