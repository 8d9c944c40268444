import type { Round } from '#shared/schemas/round';
import { onFirstUse } from '#shared/format/on-first-use';

export const SORTS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'best', label: 'Best Score' },
  { value: 'course', label: 'Course A-Z' },
] as const;
export type RoundSort = (typeof SORTS)[number]['value'];

export const SCORE_FILTERS = [
  { value: 'all', label: 'All Scores' },
  { value: 'under', label: 'Under Par' },
  { value: 'even', label: 'Even Par' },
  { value: 'over', label: 'Over Par' },
  { value: 'best', label: 'Personal Best' },
] as const;
export type ScoreFilter = (typeof SCORE_FILTERS)[number]['value'];

export const ALL_YEARS = 'all';
/**
 * The year filter's value for rounds without a readable date (docs/product-rules.md#round-history: years from
 * rounds, or unknown).
 */
export const UNKNOWN_YEAR = 'unknown';

export interface RoundFilters {
  search: string;
  sort: RoundSort;
  year: string;
  score: ScoreFilter;
}

export const NO_FILTERS: RoundFilters = { search: '', sort: 'recent', year: ALL_YEARS, score: 'all' };

export function yearOf(round: Round): string {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(round.playedAt)?.[1];
  return year ?? UNKNOWN_YEAR;
}

/** The years that have rounds, newest first, with "unknown" last when some round has no date. */
export function yearsOf(rounds: readonly Round[]): string[] {
  const years = new Set(rounds.map(yearOf));
  const known = [...years].filter((year) => year !== UNKNOWN_YEAR).sort((a, b) => b.localeCompare(a));
  return years.has(UNKNOWN_YEAR) ? [...known, UNKNOWN_YEAR] : known;
}

function matchesSearch(round: Round, text: string): boolean {
  if (!text) return true;
  // The course, its place, the date, the notes, the tees and who the golfer played with.
  const haystack = [
    round.course?.name,
    round.course?.location,
    round.playedAt,
    round.notes,
    round.tees,
    round.playingPartners,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
  return haystack.includes(text);
}

/**
 * Round filters (docs/product-rules.md#round-history): relative to each round's own par; personal best is -10
 * to +5 of par.
 */
function matchesScore(round: Round, filter: ScoreFilter): boolean {
  const diff = round.score - round.par;
  switch (filter) {
    case 'under':
      return diff < 0;
    case 'even':
      return diff === 0;
    case 'over':
      return diff > 0;
    case 'best':
      return diff >= -10 && diff <= 5;
    default:
      return true;
  }
}

const byCourse = onFirstUse(() => new Intl.Collator('en-US', { sensitivity: 'base' }));

function compare(sort: RoundSort): (a: Round, b: Round) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => a.playedAt.localeCompare(b.playedAt);
    case 'best':
      return (a, b) => a.score - b.score || b.playedAt.localeCompare(a.playedAt);
    case 'course':
      return (a, b) => byCourse().compare(a.course?.name ?? '', b.course?.name ?? '');
    default:
      return (a, b) => b.playedAt.localeCompare(a.playedAt);
  }
}

export function filterRounds(rounds: readonly Round[], filters: RoundFilters): Round[] {
  const text = filters.search.trim().toLowerCase();
  return rounds
    .filter(
      (round) =>
        matchesSearch(round, text) &&
        (filters.year === ALL_YEARS || yearOf(round) === filters.year) &&
        matchesScore(round, filters.score),
    )
    .sort(compare(filters.sort));
}

export function hasFilters(filters: RoundFilters): boolean {
  return filters.search.trim() !== '' || filters.year !== ALL_YEARS || filters.score !== 'all';
}
