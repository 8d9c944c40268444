import type { Passport } from '#shared/schemas/passport';
import { drawShareCard, renderShareCard, type ShareCard } from '@/shared/share-card/share-card';

/**
 * The shareable passport card: the app's share card (shared/share-card) with countries, courses, miles and
 * venues, and the courses played on its small world map.
 */
export { CARD_FONTS, CARD_HEIGHT, CARD_WIDTH } from '@/shared/share-card/share-card';

export interface CardFigures {
  name: string;
  countries: number;
  courses: number;
  miles: number;
  venues: number;
  points: { latitude: number; longitude: number }[];
}

/** Distinct championship venues played, whatever the event. */
export function cardFigures(passport: Passport, name: string): CardFigures {
  const venues = new Set(Object.values(passport.venues).flat());
  return {
    name,
    countries: passport.countries.length,
    courses: passport.coursesPlayed.length,
    miles: passport.miles.miles,
    venues: venues.size,
    points: passport.courses
      .filter((c) => c.status === 'played' && c.latitude !== null && c.longitude !== null)
      .map((c) => ({ latitude: c.latitude ?? 0, longitude: c.longitude ?? 0 })),
  };
}

function passportCard(figures: CardFigures): ShareCard {
  return {
    title: 'FESCUE · GOLF PASSPORT',
    name: figures.name,
    stats: [
      ['Countries', figures.countries],
      ['Courses', figures.courses],
      ['Miles traveled', figures.miles],
      ['Championship venues', figures.venues],
    ],
    points: figures.points,
    footer: 'My golf travels, from the rounds I logged in Fescue',
  };
}

export function drawPassportCard(context: CanvasRenderingContext2D, figures: CardFigures): void {
  drawShareCard(context, passportCard(figures));
}

/** The card as a PNG blob. */
export function renderPassportCard(figures: CardFigures): Promise<Blob> {
  return renderShareCard(passportCard(figures));
}
