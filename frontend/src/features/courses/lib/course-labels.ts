import { MAJOR_CHAMPIONSHIP_EVENTS, playedEditions } from '#shared/courses/championships';
import { placeLine } from '#shared/geo/place-line';
import type { Championship, CourseType } from '#shared/schemas/course';
import { NO_VALUE } from '@/shared/lib/empty-value';

const courseTypeLabels: Record<CourseType, string> = {
  public: 'Public',
  private: 'Private',
  'semi-private': 'Semi-Private',
  resort: 'Resort',
};

export function courseTypeLabel(type: CourseType): string {
  return courseTypeLabels[type];
}

/**
 * A course's exclusivity as every screen writes it: out of 10, to one decimal where it has one ("8/10",
 * "7.5/10"), N/A when unknown (0).
 */
export function exclusivityText(rating: number): string {
  return rating > 0 ? `${Number(rating.toFixed(1))}/10` : NO_VALUE;
}

/** "City, State, Country" from the parts present, a state that is the city again said once ("Dubai, UAE"). */
export function placeOf(course: { city: string; state: string | null; country: string }): string {
  return placeLine(course.city, course.state, course.country);
}

/** Display names of the catalog's event codes (functions/courses/catalog/catalog-entry-schema.ts). */
const eventNames: Record<string, string> = {
  'us-open': 'U.S. Open',
  'open-championship': 'The Open Championship',
  'pga-championship': 'PGA Championship',
  masters: 'The Masters',
  'ryder-cup': 'Ryder Cup',
  'us-amateur': 'U.S. Amateur',
  'players-championship': 'The Players Championship',
  'presidents-cup': 'Presidents Cup',
  'walker-cup': 'Walker Cup',
  'solheim-cup': 'Solheim Cup',
  'us-womens-open': "U.S. Women's Open",
  'pga-tour': 'PGA Tour event',
  'dp-world-tour': 'DP World Tour event',
  other: 'Championship',
};

/** The tournament's own name wins where the code is generic (pga-tour, dp-world-tour, other). */
export function championshipName(championship: Championship): string {
  return championship.name ?? eventNames[championship.event] ?? championship.event;
}

/** The tour a generic code stands for, shown beside the tournament's own name. */
export function championshipTour(championship: Championship): string | null {
  if (championship.event === 'pga-tour') return 'PGA Tour';
  if (championship.event === 'dp-world-tour') return 'DP World Tour';
  return null;
}

export interface ChampionshipYears {
  /** Editions played by `currentYear`, ascending. */
  hosted: number[];
  /** Editions awarded for later years. */
  awarded: number[];
  /** The editions played: "1972, 1982, 2019", "Annually since 1947", "1960 to 1998". */
  hostedText: string;
  /** Everything: "1972, 1982, 2019; 2027 (awarded)". */
  text: string;
}

export function championshipYears(championship: Championship, currentYear: number): ChampionshipYears {
  const years = [...(championship.years ?? [])].sort((a, b) => a - b);
  const hosted = years.filter((year) => year <= currentYear);
  const awarded = years.filter((year) => year > currentYear);
  const parts: string[] = [];
  if (championship.since !== undefined) {
    parts.push(
      championship.until !== undefined
        ? `${championship.since} to ${championship.until}`
        : `Annually since ${championship.since}`,
    );
  }
  if (hosted.length > 0) parts.push(hosted.join(', '));
  const hostedText = parts.join('; ');
  if (awarded.length > 0) parts.push(`${awarded.join(', ')} (awarded)`);
  return { hosted, awarded, hostedText, text: parts.join('; ') };
}

/**
 * The events a club is best known for, for cards: majors first, then the most editions, each as
 * "U.S. Open ×6", "Ryder Cup 1929" for a single edition or, for an annual run, "The Masters since 1934"; `more`
 * counts the events left out.
 */
export function championshipHighlights(
  championships: readonly Championship[],
  currentYear: number,
  max = 2,
): { highlights: string[]; more: number } {
  const played = championships
    .map((championship) => ({ championship, editions: playedEditions(championship, currentYear) }))
    .filter(({ editions }) => editions > 0)
    .sort(
      (a, b) =>
        Number(MAJOR_CHAMPIONSHIP_EVENTS.includes(b.championship.event)) -
          Number(MAJOR_CHAMPIONSHIP_EVENTS.includes(a.championship.event)) || b.editions - a.editions,
    );
  const highlights = played.slice(0, max).map(({ championship, editions }) =>
    championship.since !== undefined && championship.until === undefined
      ? `${championshipName(championship)} since ${championship.since}`
      : editions === 1 && championship.years?.[0] !== undefined
        ? // One edition reads better as its year ("Ryder Cup 1929") than as "×1".
          `${championshipName(championship)} ${Math.min(...championship.years)}`
        : `${championshipName(championship)} ×${editions}`,
  );
  return { highlights, more: Math.max(0, played.length - max) };
}

const HISTORIC_BEFORE = 1930;

/**
 * Historic courses (docs/product-rules.md#course-labels): opened before 1930. A course whose opening year is
 * unknown (the Old Course, Musselburgh) still counts when it hosted a championship before then, since it must
 * have been open.
 */
export function isHistoric(
  architectYear: number | null,
  championships: readonly Championship[] = [],
): boolean {
  if (architectYear !== null) return architectYear < HISTORIC_BEFORE;
  return championships.some(
    (championship) =>
      (championship.since ?? Infinity) < HISTORIC_BEFORE ||
      (championship.years ?? []).some((year) => year < HISTORIC_BEFORE),
  );
}
