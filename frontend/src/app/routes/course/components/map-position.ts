import { countryInSentence } from '#shared/geo/countries';
import type { Course } from '#shared/schemas/course';

const AREA_WORD = { city: 'city', state: 'state', country: 'country' } as const;

export interface MapPosition {
  /** Whether the map may show the position at all (a fallback point is no position). */
  mapped: boolean;
  /** The caption under the locator map: the coordinates, or where the approximate point is. */
  caption: string | null;
  /** The map's accessible name. */
  mapLabel: string;
  /** The About card's line for a position that is not the course's own; null for an exact one. */
  detail: string | null;
}

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(2)}°${value >= 0 ? positive : negative}`;

/**
 * How the course page shows where a course is. Catalog positions (and GolfCourseAPI's or given coordinates)
 * are exact and shown as coordinates, except the few catalog points not yet checked against a published point,
 * which are called approximate; a course added without coordinates sits at the centre of its city, state or
 * country, which the page says plainly; one whose place was not found (40, -74) is not drawn.
 */
export function mapPositionOf(course: Course): MapPosition {
  const { latitude, longitude, placement } = course;
  if (latitude === null || longitude === null || placement?.method === 'fallback') {
    return {
      mapped: false,
      caption: null,
      mapLabel: '',
      detail:
        placement?.method === 'fallback'
          ? 'Not known: this course was added without coordinates, in a place Fescue could not find.'
          : null,
    };
  }
  if (placement?.method === 'unchecked') {
    return {
      mapped: true,
      caption: `Approximate position: ${degrees(latitude, 'N', 'S')} ${degrees(longitude, 'E', 'W')}`,
      mapLabel: `Map showing the approximate position of ${course.name} in ${countryInSentence(course.country)}`,
      detail:
        'Approximate: not yet checked against a published map point for the club, so it may be a few kilometres out.',
    };
  }
  if (placement && placement.method !== 'exact' && placement.place) {
    const area = AREA_WORD[placement.method];
    // "the centre of the United Kingdom": a country's name may take an article; a city's or state's does not.
    const place = placement.method === 'country' ? countryInSentence(placement.place) : placement.place;
    return {
      mapped: true,
      caption: `Approximate position: centre of ${place}`,
      mapLabel: `Map showing the centre of ${place}, the approximate position of ${course.name}`,
      detail: `Approximate: the centre of ${place}. The course was added without its own coordinates, so the map shows its ${area}'s centre.`,
    };
  }
  return {
    mapped: true,
    caption: `${degrees(latitude, 'N', 'S')} ${degrees(longitude, 'E', 'W')}`,
    mapLabel: `Map locating ${course.name} in ${countryInSentence(course.country)}`,
    detail: null,
  };
}
