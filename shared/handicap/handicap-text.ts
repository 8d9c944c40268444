/**
 * Handicap figures as golfers write them. Under the World Handicap System a "plus" handicap (a golfer better
 * than scratch) is written with a plus sign, "+2.3", and is stored and computed as a negative number, -2.3:
 * a plus-2.3 golfer gives 2.3 strokes back to the course. Every place that reads a handicap typed as text (the
 * profile form, the GHIN manual entry, the API when it is sent text) and every place that shows one goes
 * through these two functions, so "+2.3" can never again be read as 2.3.
 */
const HANDICAP_TEXT = /^(\+)?(\d+\.?\d*|\.\d+)$/;

/**
 * The stored value of a handicap written as text: "12.4" is 12.4, "+2.3" is -2.3 (WHS), "0" is 0. Undefined
 * for anything else, including "-2.3": golfers do not write a minus sign, and guessing what it meant is how
 * a handicap ends up 4.6 strokes wrong.
 */
export function parseHandicapText(text: string): number | undefined {
  const match = HANDICAP_TEXT.exec(text.trim().replace(/\s+/g, ''));
  if (!match?.[2]) return undefined;
  const value = Number(match[2]);
  return match[1] ? -value : value;
}

/** A stored handicap as golfers read it, to one decimal: -2.3 is "+2.3", 12.4 is "12.4", null is null. */
export function formatHandicapIndex(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  // -0.0 and 0 are both scratch, shown without a sign.
  if (Math.abs(value) < 0.05) return '0.0';
  return value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1);
}
