import { DEFAULT_PAR } from '../schemas/course';

/** Score against par (spec §5): "E" at par, "+n" over, "-n" under. */
export function scoreToPar(score: number, par: number | null | undefined = DEFAULT_PAR): string {
  const diff = score - (par ?? DEFAULT_PAR);
  if (diff === 0) return 'E';
  return diff > 0 ? `+${diff}` : `${diff}`;
}

/** The round list's form (spec §5): "85 (+13)", "72 (E)", "70 (-2)". */
export function scoreWithPar(score: number, par: number | null | undefined = DEFAULT_PAR): string {
  return `${score} (${scoreToPar(score, par)})`;
}

export type ScoreBadgeTone = 'green' | 'blue' | 'yellow' | 'grey';

/** Badge colour (spec §5): green 2 or more under, blue at par or under, yellow up to 5 over, grey beyond. */
export function scoreBadgeTone(score: number, par: number | null | undefined = DEFAULT_PAR): ScoreBadgeTone {
  const diff = score - (par ?? DEFAULT_PAR);
  if (diff <= -2) return 'green';
  if (diff <= 0) return 'blue';
  if (diff <= 5) return 'yellow';
  return 'grey';
}
