import type { ImportedRound } from '#shared/imports/import-draft';
import { CSV_DEFAULT_HOLE_PAR } from '#shared/scorecards/card-csv';
import { cardTotals, scorecardInputSchema } from '#shared/scorecards/card-rules';
import type { Scorecard } from '#shared/scorecards/scorecard';
import type { TeeSet } from '#shared/scorecards/tee-set';

/**
 * An imported round's hole by hole as the round's card (docs/product-rules.md#importing-your-golf): a hole the
 * file gives no par takes the par of the matched course's tee set, else 4 as the CSV import does; its stroke
 * index is the file's, else the tee set's, else none. The tee set is the first of the course's that has every
 * hole of the card; the card does not name it (`teeSetId` null), since no file says which tee was played.
 * Null when the holes do not make a card by the card rules (holes out of order, putts over strokes): the round
 * is then kept with its total only, as before cards.
 */
export function importedScorecard(
  card: NonNullable<ImportedRound['card']>,
  teeSets: readonly Pick<TeeSet, 'holes'>[],
): Scorecard | null {
  const numbers = card.map((hole) => hole.hole);
  const tee = teeSets.find((teeSet) =>
    numbers.every((number) => teeSet.holes.some((hole) => hole.hole === number)),
  );
  const teeHole = new Map((tee?.holes ?? []).map((hole) => [hole.hole, hole]));
  const parsed = scorecardInputSchema.safeParse({
    teeSetId: null,
    holes: card.map((hole) => ({
      ...hole,
      par: hole.par ?? teeHole.get(hole.hole)?.par ?? CSV_DEFAULT_HOLE_PAR,
      strokeIndex: hole.strokeIndex ?? teeHole.get(hole.hole)?.strokeIndex ?? null,
    })),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The round's score and holes with its card: a round with a card scores the card's total over the card's
 * holes (shared/scorecards/card-rules.ts, `roundCardIssues`), so where a file's total and its holes differ
 * the holes win: they are what was played, the total is a sum the app kept (and may have rounded or adjusted).
 */
export function roundWithCard(
  round: Pick<ImportedRound, 'score' | 'holes'>,
  scorecard: Scorecard | null,
): { score: number; holes: 9 | 18; scorecard: Scorecard | null } {
  if (!scorecard) return { score: round.score, holes: round.holes, scorecard: null };
  const { strokes } = cardTotals(scorecard);
  return { score: strokes, holes: scorecard.holes.length === 9 ? 9 : 18, scorecard };
}
