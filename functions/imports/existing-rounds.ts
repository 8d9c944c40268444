import { roundImportKey } from '#shared/rounds/round-import-key';
import { listRoundFactsPlayedBetween } from '../rounds/rounds-repository';

/**
 * The import keys of the golfer's rounds that rounds on these dates could repeat: the key holds the date, so
 * only the rounds played between the earliest and the latest date can match. One Query of those days, not
 * the whole archive for each chunk (docs/performance.md, "the imports bench").
 */
export async function existingRoundKeys(
  userId: string,
  rounds: readonly { playedAt: string }[],
): Promise<Set<string>> {
  const dates = rounds.map((round) => round.playedAt).sort();
  const [first, last] = [dates[0], dates.at(-1)];
  if (!first || !last) return new Set();
  return new Set((await listRoundFactsPlayedBetween(userId, first, last)).map(roundImportKey));
}
