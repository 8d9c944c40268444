import type { Destination } from '#shared/schemas/passport';
import type { Round } from '#shared/schemas/round';
import { hasFilters, type DestinationFilters } from './filter-destinations';
import { compareText } from '#shared/passport/compare';

const newestFirst = (a: Round, b: Round) => compareText(b.playedAt, a.playedAt);

/**
 * The Round History tab under the Passport's filter bar (docs/product-rules.md#passport: the bar heads all
 * three tabs): the rounds at the destinations `filterDestinations` kept (`shown`), so a search, Type,
 * Country, Architect or Status keeps the same courses here as on the Courses tab. Most Recent lists the
 * rounds newest first; any other sort lists them course by course in the order of `shown`, each course's
 * rounds newest first. With no filter every round is listed, also one whose course the passport does not show
 * yet (a round just added, before the passport is read again): it goes after the others.
 */
export function roundsAtDestinations(
  rounds: readonly Round[],
  shown: readonly Destination[],
  filters: DestinationFilters,
): Round[] {
  const rank = new Map(shown.map((d, index) => [d.id, index]));
  const kept = hasFilters(filters) ? rounds.filter((round) => rank.has(round.courseId)) : [...rounds];
  if (filters.sort === 'recent') return kept.sort(newestFirst);
  const rankOf = (round: Round) => rank.get(round.courseId) ?? shown.length;
  return kept.sort((a, b) => rankOf(a) - rankOf(b) || newestFirst(a, b));
}
