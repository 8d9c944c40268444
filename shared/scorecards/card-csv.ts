import { numberFromText } from '../schemas/number-text';
import type { Scorecard, ScorecardHole } from './scorecard';

/**
 * A round's card in the rounds CSV (docs/product-rules.md#scorecards has the columns): one column per hole
 * and figure after the round's own columns, H1-H18 the strokes, then Par1-Par18, SI1-SI18 (stroke index),
 * P1-P18 (putts), F1-F18 (fairway: hit, left, right, short, long or missed), GIR1-GIR18 (Y or N), Pen1-Pen18
 * (penalty strokes) and Sand1-Sand18 (sand shots). A round without a card leaves them empty; a 9-hole card
 * fills its nine. Export writes them all; import reads whichever the file has.
 */
export const CARD_CSV_FIELDS = [
  { field: 'strokes', prefix: 'H' },
  { field: 'par', prefix: 'Par' },
  { field: 'strokeIndex', prefix: 'SI' },
  { field: 'putts', prefix: 'P' },
  { field: 'fairway', prefix: 'F' },
  { field: 'gir', prefix: 'GIR' },
  { field: 'penalties', prefix: 'Pen' },
  { field: 'sandShots', prefix: 'Sand' },
] as const satisfies readonly { field: keyof ScorecardHole; prefix: string }[];

const HOLE_NUMBERS = Array.from({ length: 18 }, (_, index) => index + 1);

export const CARD_CSV_HEADERS: readonly string[] = CARD_CSV_FIELDS.flatMap(({ prefix }) =>
  HOLE_NUMBERS.map((hole) => `${prefix}${hole}`),
);

/** A hole's par where the file gives strokes but no par: the usual par, to be corrected on the round. */
export const CSV_DEFAULT_HOLE_PAR = 4;

/** The card's cells in CARD_CSV_HEADERS order (empty where a hole or a figure is missing). */
export function cardCsvCells(card: Scorecard | null | undefined): (string | number)[] {
  const byHole = new Map((card?.holes ?? []).map((hole) => [hole.hole, hole]));
  return CARD_CSV_FIELDS.flatMap(({ field }) =>
    HOLE_NUMBERS.map((number) => {
      const value = byHole.get(number)?.[field];
      if (value === null || value === undefined) return '';
      if (typeof value === 'boolean') return value ? 'Y' : 'N';
      return value;
    }),
  );
}

const HEADER = new RegExp(`^(${CARD_CSV_FIELDS.map(({ prefix }) => prefix).join('|')})(\\d{1,2})$`, 'i');
const FIELD_BY_PREFIX = new Map<string, keyof ScorecardHole>(
  CARD_CSV_FIELDS.map(({ field, prefix }) => [prefix.toLowerCase(), field]),
);

/** A card column's header -> its hole and figure ("P7" -> putts of hole 7); undefined for any other header. */
export function cardColumnOf(header: string): { hole: number; field: keyof ScorecardHole } | undefined {
  const match = HEADER.exec(header.replace(/[\s_-]/g, ''));
  if (!match) return undefined;
  const hole = Number(match[2]);
  const field = FIELD_BY_PREFIX.get((match[1] ?? '').toLowerCase());
  return field && hole >= 1 && hole <= 18 ? { hole, field } : undefined;
}

function cellValue(field: keyof ScorecardHole, cell: string): unknown {
  if (field === 'fairway') return cell.toLowerCase();
  if (field === 'gir') {
    const text = cell.toLowerCase();
    if (['y', 'yes', 'true', '1'].includes(text)) return true;
    if (['n', 'no', 'false', '0'].includes(text)) return false;
    return cell;
  }
  return numberFromText(cell);
}

/**
 * The card a row's card cells make (hole -> figure -> cell text, empty cells left out), as the round
 * schema's `scorecard` input: the holes that have strokes, in order, each with its par (4 where the file has
 * none). Undefined when the row has no strokes at all. What does not read goes on as it is, for the schema's
 * message to name (a fairway "wide", a GIR "maybe").
 */
export function cardInputFromCells(cells: ReadonlyMap<number, ReadonlyMap<string, string>>): unknown {
  const holes = HOLE_NUMBERS.flatMap((number) => {
    const hole = cells.get(number);
    if (!hole?.get('strokes')) return [];
    const input: Record<string, unknown> = { hole: number, par: CSV_DEFAULT_HOLE_PAR };
    for (const [field, cell] of hole) input[field] = cellValue(field as keyof ScorecardHole, cell);
    return [input];
  });
  return holes.length > 0 ? { holes } : undefined;
}
