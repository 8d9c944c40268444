import type { Destination } from '#shared/schemas/passport';

/** A passport destination (a played course in Scotland unless overridden), for tests. */
export function buildDestination(id: string, overrides: Partial<Destination> = {}): Destination {
  return {
    id,
    name: id,
    location: 'Town, Scotland',
    city: 'Town',
    state: null,
    country: 'Scotland',
    courseType: 'public',
    par: 72,
    yardage: null,
    latitude: 56,
    longitude: -3,
    architect: null,
    architects: [],
    architectYear: null,
    exclusivityRating: 0,
    courseRating: null,
    slopeRating: 113,
    userRating: 0,
    imageUrl: null,
    scorecardUrl: null,
    description: null,
    settings: [],
    timeZone: null,
    status: 'played',
    playedWithoutRound: false,
    roundCount: 1,
    lastPlayedAt: '2025-01-01',
    ...overrides,
  };
}
